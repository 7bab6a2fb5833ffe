import { goal, type BenchFigure } from './BenchFigure';

export type Placeholder = Omit<BenchFigure, 'verdict' | 'value'> & {
  /** The result field (dotted path) that fills it; else a field named like the id's last part. */
  from?: string;
};

/** A bench another issue adds; until its file exists its figures are reported as not measured. */
export interface OptionalMeasure {
  file: string;
  exportName: string;
  /** The figures the issue asks for; a numeric field of the result named like the id's last part fills one. */
  placeholders: Placeholder[];
  /** Arguments for a --quick run: few iterations, small inputs. */
  quickArgs?: unknown[];
}

const UPLOAD = 'Upload';
export const OPTIONAL_MEASURES: readonly OptionalMeasure[] = [
  {
    file: 'measureUpload.ts',
    exportName: 'measureUpload',
    quickArgs: [8, 1],
    placeholders: [
      {
        id: 'upload.md5RatioToNative',
        from: 'md5.ratio',
        section: UPLOAD,
        label: 'MD5 of a 64 MB file in the browser worker, as a share of md5sum',
        unit: '×',
        goal: goal('at least', 0.8),
        how: 'the upload module’s createMd5 (a reader worker feeding the hash-wasm worker, 8097152-byte chunks) vs md5sum, same bytes, same run (medians)',
      },
      {
        id: 'upload.longestMainThreadTaskMs',
        from: 'md5.longestMainTaskMs',
        section: UPLOAD,
        label: 'Longest main-thread task while hashing',
        unit: 'ms',
        goal: goal('exactly', 0),
        how: 'long-task observer (tasks of 50 ms or more) on the page while the worker hashes',
      },
      {
        id: 'upload.ratioToNative',
        from: 'upload.ratio',
        section: UPLOAD,
        label: 'Upload of a 64 MB file to the lab, as a share of curl',
        unit: '×',
        goal: goal('at least', 0.8),
        how: 'the app’s XHR PUT in Chromium vs `curl -T` of the same bytes to the same endpoint, same run (medians)',
      },
    ],
  },
];
