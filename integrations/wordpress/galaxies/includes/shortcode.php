<?php
/**
 * The shortcode `[galaxies size="10" level="medium" code="…"]` (or `src="…"`) for the classic
 * editor and widgets: the block's markup, through the same function.
 *
 * @package Galaxies
 */

defined( 'ABSPATH' ) || exit;

/**
 * The board for the shortcode's attributes; any attribute it does not know is dropped.
 *
 * @param array|string $atts The shortcode's attributes ('' when it has none).
 * @return string
 */
function galaxies_shortcode( $atts ) {
	$known = shortcode_atts( array_fill_keys( GALAXIES_ATTRIBUTES, '' ), $atts, 'galaxies' );
	return galaxies_board_markup( $known );
}

add_shortcode( 'galaxies', 'galaxies_shortcode' );
