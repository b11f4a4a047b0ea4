import { Component } from 'react';
import type { ReactNode } from 'react';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of `children` once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /**
   * A new value clears a caught error and renders `children` again; the routes pass the
   * location's key, so navigating away from an error (even to the same page) retries.
   */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/** Catches errors thrown while rendering `children`, including a page chunk that failed. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { caught: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    const { caught } = this.state;
    return caught ? this.props.fallback(caught.error) : this.props.children;
  }
}
