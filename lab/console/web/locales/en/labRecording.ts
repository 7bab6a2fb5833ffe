import type { DeepStrings } from '../DeepStrings';
import type { zhLabRecording } from '../zh/labRecording';

export const enLabRecording: DeepStrings<typeof zhLabRecording> = {
  recording: {
    heading: 'Record and replay',
    intro:
      'Record opens the app afresh in a new lab session that records from its first request: requests (those a fault cut off too), the flag stream, scenario changes, and what you do in the frame, by role and name.',
    name: 'Recording name',
    nameHint: 'Letters, digits, dot, underscore and hyphen; also the saved file name.',
    controls: 'Recording controls',
    record: 'Record',
    stop: 'Stop',
    replay: 'Replay',
    download: 'Download JSON',
    export: 'Export test',
    save: 'Save by name',
    badName:
      'Could not start recording: the name must be 1 to 64 letters, digits, dots, underscores or hyphens.',
    started: 'Recording {{name}}: the app reopened in a new session.',
    stepFailed: 'Could not record that step: {{why}}',
    stopLabel: 'stop the recording',
    stopped:
      'Stopped {{name}}: {{requests}} requests, {{steps}} steps. Replay it, export a test or save it.',
    replayLabel: 'replay {{name}}',
    replaying: 'Replaying {{name}}: the app opened in a new session that answers as recorded.',
    downloaded: 'Downloaded {{file}}.',
    exportLabel: 'export {{name}} as a test',
    exported:
      'Exported {{file}}: put it in tests/recorded/ and run npx playwright test -c tests/recorded while npm start runs.',
    saveLabel: 'save {{name}}',
    saved: 'Saved {{name}} in {{dir}}.',
    replayHeading: 'Replay',
    noReplay: 'This session is not replaying.',
    replayProgress: 'Replaying {{name}}: {{served}} of {{total}} recorded requests answered.',
    miss: '{{came}} came; the recording expected {{expected}}',
    missAlert: 'The replay met {{count}} request(s) its recording cannot answer. Latest: {{last}}',
    savedHeading: 'Saved recordings',
    listFailed: 'Could not list the saved recordings: {{why}}',
    loadFile: 'Load a recording file',
    loadLabel: 'load {{file}}',
    loaded: 'Loaded and saved {{name}}.',
    savedCaption: 'Recordings saved by name',
    noneSaved: 'No recordings in {{dir}} yet.',
    savedIn: '{{count}} recordings in {{dir}}.',
    columns: { name: 'Name', host: 'Host', entries: 'Entries', actions: 'Actions' },
  },
};
