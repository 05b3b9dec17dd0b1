<?php
/**
 * The block's front end: the board (galaxies_board_markup, shared with the shortcode) inside the
 * block's wrapper, which carries its alignment and classes.
 *
 * @package Galaxies
 *
 * @var array $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by WordPress. ?>><?php echo galaxies_board_markup( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside. ?></div>
