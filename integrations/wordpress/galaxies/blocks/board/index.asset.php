<?php
/**
 * What the block's editor script (index.js, plain JavaScript) needs of WordPress's scripts.
 *
 * @package Galaxies
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n' ),
	'version'      => '1.0.0',
);
