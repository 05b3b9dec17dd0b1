// How to play's code as one module, loaded the first time a board's How to play window opens
// (the standalone bundle keeps it in its own chunk, galaxies-how-to.js, beside the bundle).
import '../define/galaxies-how-to.js';
import '../define/galaxies-how-to-dialog.js';
