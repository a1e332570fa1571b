// Written by scripts/fonts.ts (npm run fonts) from the @fontsource packages; do not edit.
// 24 files, 968512 bytes in all, under public/fonts/ (served at /fonts/).

export type FontSubset = 'latin' | 'latin-ext' | 'devanagari';

/** The characters each subset's files hold (fontsource's ranges, less the rupee signs). */
export const SUBSET_RANGES: Readonly<Record<FontSubset, string>> = {
  'latin': 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20A7,U+20A9-20AB,U+20AD-20B8,U+20BA-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  'devanagari': 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
};

export interface FontFile {
  subset: FontSubset;
  weight: 400 | 600 | 700;
  url: string;
  bytes: number;
}

/** The files of each shipped family, in the order their @font-face rules go (latin last: it wins where ranges overlap). */
export const FONT_FILES = {
  'inter': [
    { subset: 'latin-ext', weight: 400, url: '/fonts/inter-latin-ext-400.6744a7f5.woff2', bytes: 35000 },
    { subset: 'latin-ext', weight: 600, url: '/fonts/inter-latin-ext-600.e4bdf67b.woff2', bytes: 36260 },
    { subset: 'latin-ext', weight: 700, url: '/fonts/inter-latin-ext-700.143f9504.woff2', bytes: 36244 },
    { subset: 'latin', weight: 400, url: '/fonts/inter-latin-400.8909904a.woff2', bytes: 23664 },
    { subset: 'latin', weight: 600, url: '/fonts/inter-latin-600.f9a06e79.woff2', bytes: 24452 },
    { subset: 'latin', weight: 700, url: '/fonts/inter-latin-700.6f56409f.woff2', bytes: 24356 },
  ],
  'noto-sans': [
    { subset: 'devanagari', weight: 400, url: '/fonts/noto-sans-devanagari-400.f86f14cb.woff2', bytes: 50416 },
    { subset: 'devanagari', weight: 600, url: '/fonts/noto-sans-devanagari-600.fcfcaacd.woff2', bytes: 53716 },
    { subset: 'devanagari', weight: 700, url: '/fonts/noto-sans-devanagari-700.6a68069c.woff2', bytes: 53984 },
    { subset: 'latin-ext', weight: 400, url: '/fonts/noto-sans-latin-ext-400.c8e6bf92.woff2', bytes: 55640 },
    { subset: 'latin-ext', weight: 600, url: '/fonts/noto-sans-latin-ext-600.6f1b7d6e.woff2', bytes: 60204 },
    { subset: 'latin-ext', weight: 700, url: '/fonts/noto-sans-latin-ext-700.c0cd4312.woff2', bytes: 59144 },
    { subset: 'latin', weight: 400, url: '/fonts/noto-sans-latin-400.09aee806.woff2', bytes: 13120 },
    { subset: 'latin', weight: 600, url: '/fonts/noto-sans-latin-600.79e27447.woff2', bytes: 13496 },
    { subset: 'latin', weight: 700, url: '/fonts/noto-sans-latin-700.e77bfe1d.woff2', bytes: 13464 },
  ],
  'mukta': [
    { subset: 'devanagari', weight: 400, url: '/fonts/mukta-devanagari-400.afc56ae9.woff2', bytes: 99352 },
    { subset: 'devanagari', weight: 600, url: '/fonts/mukta-devanagari-600.872b9802.woff2', bytes: 102628 },
    { subset: 'devanagari', weight: 700, url: '/fonts/mukta-devanagari-700.c043d23a.woff2', bytes: 105040 },
    { subset: 'latin-ext', weight: 400, url: '/fonts/mukta-latin-ext-400.7e12e48e.woff2', bytes: 14676 },
    { subset: 'latin-ext', weight: 600, url: '/fonts/mukta-latin-ext-600.56aefc60.woff2', bytes: 14972 },
    { subset: 'latin-ext', weight: 700, url: '/fonts/mukta-latin-ext-700.e1a52819.woff2', bytes: 15424 },
    { subset: 'latin', weight: 400, url: '/fonts/mukta-latin-400.510168c7.woff2', bytes: 20480 },
    { subset: 'latin', weight: 600, url: '/fonts/mukta-latin-600.1e86a6af.woff2', bytes: 21176 },
    { subset: 'latin', weight: 700, url: '/fonts/mukta-latin-700.1907b5bc.woff2', bytes: 21604 },
  ],
} as const satisfies Readonly<Record<string, readonly FontFile[]>>;
