import { createContext, useContext, useEffect } from 'react';

/** What a page tells the app frame about itself: its title and where "back" goes. */
export interface FramePage {
  title: string;
  /** An in-app path for the back button; true goes back in history; absent shows none. */
  back?: string | true;
}

export interface FrameApi {
  /**
   * The phone frame: the top bar (or the host's own bar) shows the page title and back, so a
   * page header keeps its heading for screen readers only.
   */
  readonly compact: boolean;
  setPage(page: FramePage | null): void;
}

/** Outside the shell (kit tests, a page rendered alone) pages draw their own header. */
const NO_FRAME: FrameApi = { compact: false, setPage: () => undefined };

export const FrameContext = createContext<FrameApi>(NO_FRAME);

export function useFrame(): FrameApi {
  return useContext(FrameContext);
}

/** Publishes the page's title and back target to the frame while the page is shown. */
export function useFramePage(title: string, back: string | true | undefined): void {
  const { setPage } = useFrame();
  useEffect(() => {
    setPage({ title, back });
    return () => setPage(null);
  }, [setPage, title, back]);
}
