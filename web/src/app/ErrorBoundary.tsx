import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** Changing it clears a caught error (e.g. the current path, so navigating away recovers). */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** "Something went wrong" with a way out: what the boundary below and a route's errorElement (router.tsx) show. */
export function ErrorCard() {
  return (
    <section className="card oops" role="alert">
      <h1>Something went wrong!</h1>
      <p>This part of the page could not be shown. Reloading usually helps.</p>
      <p className="oops__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a className="button button--ghost" href="/">
          Go home
        </a>
      </p>
    </section>
  );
}

/** Catches render errors (including a lazy chunk that failed to load) and offers a way out. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Render error", error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <ErrorCard />;
  }
}
