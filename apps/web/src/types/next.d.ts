// Next.js's own ambient types (CSS modules, images), available before `next build` writes next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
