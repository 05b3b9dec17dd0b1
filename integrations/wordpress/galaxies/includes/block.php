<?php
/**
 * The block `galaxies/board`: registered from its block.json, which names its editor script
 * (plain JavaScript, with its dependencies in index.asset.php) and its front end (render.php).
 *
 * @package Galaxies
 */

defined( 'ABSPATH' ) || exit;

/** Registers the block from blocks/board/block.json. */
function galaxies_register_block() {
	register_block_type( __DIR__ . '/../blocks/board' );
}

add_action( 'init', 'galaxies_register_block' );
