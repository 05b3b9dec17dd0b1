'use client';
// @galaxies/board/react: the elements for React, registered on import. `GalaxiesBoard` and
// `GalaxiesEditor` are @lit/react wrappers with typed event props (`onGalaxiesSolved`…), and
// the plain tags are typed in React's JSX too (`<galaxies-board size="10" code="…">`), by the
// JSX types made from the custom elements manifest (`@galaxies/board/jsx`, re-exported here so
// that importing this entry brings them), so an app writes no declarations of its own. It is a
// client module ('use client'): a server component (Next.js) may render these components and
// import this entry to register the tags, and the registration runs in the browser.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import '../define/galaxies-board.js';
import '../define/galaxies-editor.js';
import { GalaxiesBoard as BoardElement } from '../board.js';
import { GalaxiesEditor as EditorElement } from '../editor/galaxies-editor.js';
import type { EditDetail, PlayDetail, VerdictDetail } from '../editor/editor-events.js';
import type { ErrorDetail, MoveDetail, ProgressDetail, SolvedDetail } from '../events.js';

export type {
  EditDetail,
  ErrorDetail,
  MoveDetail,
  PlayDetail,
  ProgressDetail,
  SolvedDetail,
  VerdictDetail,
};
export type { CheckedIn } from '../editor/verdict-checker.js';
export type { Verdict, VerdictTier } from '../editor/verdict.js';

/** <galaxies-board> as a React component. */
export const GalaxiesBoard = createComponent({
  tagName: 'galaxies-board',
  elementClass: BoardElement,
  react: React,
  events: {
    onGalaxiesSolved: 'galaxies-solved' as EventName<CustomEvent<SolvedDetail>>,
    onGalaxiesMove: 'galaxies-move' as EventName<CustomEvent<MoveDetail>>,
    onGalaxiesProgress: 'galaxies-progress' as EventName<CustomEvent<ProgressDetail>>,
    onGalaxiesError: 'galaxies-error' as EventName<CustomEvent<ErrorDetail>>,
  },
  displayName: 'GalaxiesBoard',
});

/** <galaxies-editor> as a React component. */
export const GalaxiesEditor = createComponent({
  tagName: 'galaxies-editor',
  elementClass: EditorElement,
  react: React,
  events: {
    onGalaxiesEdit: 'galaxies-edit' as EventName<CustomEvent<EditDetail>>,
    onGalaxiesVerdict: 'galaxies-verdict' as EventName<CustomEvent<VerdictDetail>>,
    onGalaxiesPlay: 'galaxies-play' as EventName<CustomEvent<PlayDetail>>,
    onGalaxiesError: 'galaxies-error' as EventName<CustomEvent<ErrorDetail>>,
  },
  displayName: 'GalaxiesEditor',
});

export type { CustomElements, GalaxiesBoardProps, GalaxiesEditorProps } from '../generated/jsx.js';
