<?php
/**
 * The one markup of a board, shared by the block and the shortcode: `<galaxies-board>` with the
 * attributes it takes (any other is dropped), each cut to a length and escaped, and the board's
 * script enqueued. A value the board cannot use is still passed: the board says why in its place.
 *
 * @package Galaxies
 */

defined( 'ABSPATH' ) || exit;

/** The attributes passed to the board; the block's and the shortcode's, and no others. */
const GALAXIES_ATTRIBUTES = array( 'size', 'level', 'code', 'src' );

/** The longest value passed, in characters; a longer one is cut (the board then refuses it). */
const GALAXIES_MAX_LENGTH = 4096;

/**
 * A value as the text to pass, or null for none: a string or a number as text, cut to
 * GALAXIES_MAX_LENGTH characters; null for an empty value and for anything else (an array, an
 * object, a boolean), which no attribute takes.
 *
 * @param mixed $value The attribute's value, as the block or the shortcode gave it.
 * @return string|null
 */
function galaxies_attribute_value( $value ) {
	if ( ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
		return null;
	}
	$text = (string) $value;
	if ( '' === $text ) {
		return null;
	}
	// Characters, not bytes (a cut never splits one); WordPress supplies mb_substr where PHP lacks it.
	if ( strlen( $text ) > GALAXIES_MAX_LENGTH ) {
		$text = mb_substr( $text, 0, GALAXIES_MAX_LENGTH, 'UTF-8' );
	}
	return $text;
}

/**
 * The board's tag for `$atts` (size, level, code, src; any other key is ignored), and its script
 * enqueued for the page.
 *
 * @param mixed $atts The block's attributes or the shortcode's.
 * @return string The escaped markup.
 */
function galaxies_board_markup( $atts ) {
	$atts = is_array( $atts ) ? $atts : array();
	$html = '<galaxies-board';
	foreach ( GALAXIES_ATTRIBUTES as $name ) {
		$value = isset( $atts[ $name ] ) ? galaxies_attribute_value( $atts[ $name ] ) : null;
		if ( null !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	$html .= '></galaxies-board>';
	galaxies_enqueue_board();
	return $html;
}

/**
 * The board's one file, from the plugin's own copy (assets/, put there by the plugin's build):
 * an ES module that defines `<galaxies-board>` and fetches nothing else. Enqueued as a script
 * module (WordPress 6.5), printed once however many boards the page has.
 */
function galaxies_enqueue_board() {
	if ( ! function_exists( 'wp_enqueue_script_module' ) ) {
		return; // Before 6.5, which WordPress itself keeps the plugin from being activated on.
	}
	$src = plugins_url( 'assets/galaxies-board.single.js', GALAXIES_FILE );
	wp_enqueue_script_module( 'galaxies-board', $src, array(), GALAXIES_VERSION );
}
