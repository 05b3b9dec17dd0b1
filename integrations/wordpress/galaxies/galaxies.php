<?php
/**
 * Plugin Name:       Galaxies
 * Plugin URI:        https://github.com/galaxies-puzzle/galaxies/tree/main/integrations/wordpress
 * Description:       Galaxies (Tentai Show) puzzles on your posts and pages: a block and a [galaxies] shortcode that play a new puzzle or a given one, served from your own site.
 * Version:           1.0.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Author:            The Galaxies authors
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       galaxies
 *
 * The plugin's entry: its constants, and the files that register the block and the shortcode.
 *
 * @package Galaxies
 */

defined( 'ABSPATH' ) || exit;

define( 'GALAXIES_VERSION', '1.0.0' );
define( 'GALAXIES_FILE', __FILE__ );

require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/block.php';
require_once __DIR__ . '/includes/shortcode.php';
