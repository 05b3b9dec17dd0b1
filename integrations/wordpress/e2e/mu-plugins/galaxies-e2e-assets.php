<?php
/**
 * The static files Playground's minified WordPress leaves out (its CSS, scripts and images, which
 * the browser version fetches from its own site), copied in once from the same package's
 * public/ folder, mounted at /wordpress-assets by e2e/playground.mjs: the block editor needs them.
 *
 * @package Galaxies
 */

defined( 'ABSPATH' ) || exit;

/** Copies each listed file that is missing; once per site (a marker file says it is done). */
function galaxies_e2e_restore_assets() {
	$from   = '/wordpress-assets';
	$list   = $from . '/wordpress-remote-asset-paths';
	$marker = ABSPATH . '.galaxies-e2e-assets';
	if ( ! is_readable( $list ) || file_exists( $marker ) ) {
		return;
	}
	foreach ( file( $list, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) as $path ) {
		$target = ABSPATH . $path;
		if ( file_exists( $target ) || ! is_file( "$from/$path" ) ) {
			continue;
		}
		if ( ! is_dir( dirname( $target ) ) ) {
			mkdir( dirname( $target ), 0755, true );
		}
		copy( "$from/$path", $target );
	}
	touch( $marker );
}

galaxies_e2e_restore_assets();
