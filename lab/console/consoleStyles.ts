/** The flag console's CSS: system fonts, AA contrast, a visible focus ring, no external assets. */
export const CONSOLE_STYLES = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #4a4a4a; --line: #c9ced6;
  --accent: #0b57d0; --danger: #b3261e; --ok: #0a6b2c; --focus: #c2410c; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto,
  "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;
  color: var(--ink); background: #fff; }
header, main { padding: 0 1.5rem; }
header { border-bottom: 1px solid var(--line); }
h1 { font-size: 1.4rem; margin: 1rem 0 0.25rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
p { margin: 0.25rem 0 0.75rem; }
.muted { color: var(--muted); }
code { font: 0.92em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.status { min-height: 1.5em; margin: 1rem 0; padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--accent); background: #eef3fd; }
.status.error { border-left-color: var(--danger); background: #fdeeee; color: var(--danger); }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0 1rem; }
button { font: inherit; padding: 0.3rem 0.75rem; border: 1px solid var(--accent);
  border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { border-color: var(--danger); background: var(--danger); }
button:hover { filter: brightness(0.92); }
input, select { font: inherit; padding: 0.2rem 0.35rem; border: 1px solid #6b7280;
  border-radius: 4px; background: #fff; color: var(--ink); }
input[type="number"] { width: 5.5rem; }
input[type="text"] { width: 9rem; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin-bottom: 1rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid var(--line); padding: 0.35rem 0.5rem; text-align: left;
  vertical-align: top; }
thead th { background: #f1f3f6; }
tbody th { font-weight: normal; }
td.yes { color: var(--ok); font-weight: 600; }
td.no { color: var(--danger); font-weight: 600; }
.actions { white-space: nowrap; }
.actions button + button { margin-left: 0.35rem; }
ul.plain { list-style: none; margin: 0; padding: 0; }
.rollout { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
.tenant-id, .served { display: block; color: var(--muted); font-size: 0.88em; }
fieldset { border: 1px solid var(--line); border-radius: 4px; margin: 0 0 1rem; }
fieldset label { display: inline-flex; gap: 0.3rem; align-items: center;
  margin: 0.2rem 1rem 0.2rem 0; }
dl.live { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 0.5rem 0; }
dl.live div { min-width: 10rem; }
dt { color: var(--muted); font-size: 0.9em; }
dd { margin: 0; font-size: 1.3rem; font-weight: 600; }
dd.small { font-size: 0.95rem; font-weight: normal; }
.editor { max-width: 44rem; margin: 0 0 1.5rem; padding: 0.75rem 1rem;
  border: 1px solid var(--line); border-radius: 4px; background: #fafbfc; }
h3 { font-size: 1.05rem; margin: 0 0 0.5rem; }
.field { display: flex; flex-direction: column; gap: 0.2rem; margin: 0 0 0.75rem; }
.field.check { flex-direction: row; align-items: center; gap: 0.4rem; }
.editor input[type="text"], textarea { width: 100%; }
.editor td input[type="text"] { width: 9rem; }
textarea { font: inherit; padding: 0.3rem 0.4rem; border: 1px solid #6b7280;
  border-radius: 4px; color: var(--ink); }
textarea.json { font: 0.9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
input[readonly] { background: #f1f3f6; }
[aria-invalid="true"] { border: 2px solid var(--danger); }
.hint { color: var(--muted); font-size: 0.9em; }
.form-error { margin: 0; color: var(--danger); font-weight: 600; }
.form-error:not(:empty) { margin: 0 0 0.75rem; padding: 0.4rem 0.6rem;
  border-left: 4px solid var(--danger); background: #fdeeee; }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
