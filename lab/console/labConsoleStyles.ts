/**
 * The lab console's CSS on top of the flag console's: the skip link, the pickers, the alert
 * region and the device chrome around the frame. Colours come from CONSOLE_STYLES' variables.
 */
export const LAB_CONSOLE_STYLES = `
.skip-link { position: absolute; left: 0.5rem; top: -3rem; padding: 0.4rem 0.75rem;
  background: var(--accent); color: white; border-radius: 4px; z-index: 10; }
.skip-link:focus { top: 0.5rem; }
main:focus { outline: none; }
nav p { margin-top: 0; }
.alerts:empty { display: none; }
.alerts { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-left: 4px solid var(--danger);
  color: var(--danger); font-weight: 600; }
.alerts ul { margin: 0; padding-left: 1.2rem; }
.pickers, .filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: flex-start; }
.pickers .field { min-width: 14rem; }
.filters .field { margin-bottom: 0.5rem; }
.filters input[type="search"] { width: 16rem; }
.button-link { display: inline-block; padding: 0.3rem 0.75rem; border: 1px solid var(--accent);
  border-radius: 4px; color: var(--accent); }
.button-link:not([href]) { border-color: var(--line); color: var(--muted); }
.device { display: inline-block; margin: 0.5rem 0 1rem; background: var(--ink);
  box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.25); }
.device iframe { display: block; border: 0; background: white; }
.device-phone { padding: 2.5rem 0.75rem 3rem; border-radius: 2.75rem; position: relative; }
.device-phone::before { content: ""; position: absolute; top: 1rem; left: 50%;
  width: 5rem; height: 0.5rem; margin-left: -2.5rem; border-radius: 0.25rem;
  background: var(--muted); }
.device-phone iframe { border-radius: 0.5rem; }
.device-desktop { padding: 1.75rem 0.4rem 0.4rem; border-radius: 0.5rem; position: relative; }
.device-desktop::before { content: "● ● ●"; position: absolute; top: 0.2rem; left: 0.75rem;
  color: var(--muted); font-size: 0.8rem; letter-spacing: 0.1rem; }
.tenant-flags .field { flex-direction: row; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.tenant-flags label { min-width: 14rem; }
.live-panels > section { margin-top: 1rem; }
td.status-4, td.status-5 { color: var(--danger); font-weight: 600; }
`;
