<?php
/**
 * The end-to-end tests' site, set up on its first request (must-use, mounted by e2e/playground.mjs
 * into Playground's WordPress; never part of the plugin): the plugin activated, the posts the
 * tests open made once each (found again by their slugs on later requests), and nothing on the
 * pages that WordPress itself would fetch from elsewhere (avatars, the editor's welcome guide).
 *
 * @package Galaxies
 */

defined( 'ABSPATH' ) || exit;

/** The tests' posts by slug: a block, a shortcode, a given puzzle, and hostile or odd values. */
function galaxies_e2e_posts() {
	$hostile = array(
		'code' => '"><script>window.pwned=1</script>',
		'size' => '<img src=x onerror=alert(1)>',
	);
	$block   = static function ( $attrs ) {
		return serialize_block(
			array(
				'blockName'    => 'galaxies/board',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	};
	return array(
		'galaxies-block'     => '<!-- wp:galaxies/board {"size":"7","level":"easy","code":"wordpress"} /-->',
		'galaxies-shortcode' => "A puzzle from a shortcode:\n\n[galaxies size=\"7\" level=\"easy\" code=\"shortcode\"]",
		'galaxies-given'     => '[galaxies src="7x7:chvhvszkhtki"]',
		'galaxies-hostile'   => implode(
			"\n\n",
			array(
				$block( $hostile ),
				'[galaxies size=\'7" onmouseover="window.pwned=2\' level="easy" code="x\' autofocus onfocus=\'window.pwned=3" onclick="window.pwned=4"]',
				$block( array( 'size' => '7', 'code' => str_repeat( 'é', 5000 ) ) ),
				$block( array( 'size' => array( 'x' => 1 ), 'level' => true, 'code' => 7 ) ),
			)
		),
	);
}

/** Activates the plugin before plugins load, so it runs from this very request on. */
function galaxies_e2e_activate() {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	if ( ! is_plugin_active( 'galaxies/galaxies.php' ) ) {
		$result = activate_plugin( 'galaxies/galaxies.php' );
		if ( is_wp_error( $result ) ) {
			wp_die( esc_html( 'The tests could not activate the plugin: ' . $result->get_error_message() ) );
		}
	}
}

/** Makes each post that is not there yet, as an administrator would (kses off: raw values). */
function galaxies_e2e_make_posts() {
	$filtered = false !== has_filter( 'content_save_pre', 'wp_filter_post_kses' );
	foreach ( galaxies_e2e_posts() as $slug => $content ) {
		if ( get_page_by_path( $slug, OBJECT, 'post' ) ) {
			continue;
		}
		kses_remove_filters();
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_name'    => $slug,
					'post_title'   => $slug,
					'post_content' => $content,
					'post_status'  => 'publish',
					'post_type'    => 'post',
				)
			),
			true
		);
		if ( $filtered ) {
			kses_init_filters();
		}
		if ( is_wp_error( $id ) ) {
			wp_die( esc_html( "The tests could not make the post $slug: " . $id->get_error_message() ) );
		}
	}
}

/** The block editor's welcome guide left shut for the administrator (its picture is remote). */
function galaxies_e2e_editor_preferences() {
	global $wpdb;
	$key = $wpdb->get_blog_prefix() . 'persisted_preferences';
	if ( ! get_user_meta( 1, $key, true ) ) {
		$preferences = array(
			'core/edit-post' => array( 'welcomeGuide' => false ),
			'_modified'      => gmdate( 'c' ),
		);
		update_user_meta( 1, $key, $preferences );
	}
}

add_action( 'muplugins_loaded', 'galaxies_e2e_activate' );
add_action( 'init', 'galaxies_e2e_editor_preferences' );
// No Gravatar images (the admin bar's avatar would be the one address past loopback).
add_filter( 'pre_option_show_avatars', '__return_zero' );
add_action( 'init', 'galaxies_e2e_make_posts', 20 );
