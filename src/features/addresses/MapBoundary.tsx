import { Component, type ReactNode } from 'react';

interface Props {
  /** The map's code failed to load or render; the picker shows its note instead. */
  onFail: () => void;
  children: ReactNode;
}

/** The map is optional: if its code cannot load (offline, say), the form around it must carry on. */
export class MapBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
