// The browser fingerprint of a new device (spec section 4), computed in a worker: drawing and reading
// back a canvas and starting WebGL take tens of milliseconds of CPU, which on the page's own thread
// would block the customer's first taps. The page posts what only it can see (the screen); the worker
// answers a hash of that and of what the browser and its graphics stack render here.
import { hashHex } from './hash';

function canvasPixels(): string {
  const canvas = new OffscreenCanvas(220, 40);
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.textBaseline = 'alphabetic';
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.font = '15px Arial, sans-serif';
  context.fillText('Storefront, 😃 ÿ ї ☃', 2, 15);
  context.globalCompositeOperation = 'multiply';
  context.fillStyle = 'rgb(255 0 255 / 60%)';
  context.beginPath();
  context.arc(50, 20, 18, 0, Math.PI * 2);
  context.fill();
  return hashHex(context.getImageData(0, 0, 220, 40).data);
}

function webGl(): string {
  const gl = new OffscreenCanvas(1, 1).getContext('webgl');
  if (!gl) return '';
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  return [
    gl.getParameter(gl.VERSION),
    gl.getParameter(gl.SHADING_LANGUAGE_VERSION),
    debug ? gl.getParameter(debug.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR),
    debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
    gl.getParameter(gl.MAX_TEXTURE_SIZE),
    (gl.getSupportedExtensions() ?? []).join(','),
  ].join('|');
}

/** A signal that throws (an API missing in this browser) counts as empty: the rest still count. */
function safely(read: () => string): string {
  try {
    return read();
  } catch {
    return '';
  }
}

addEventListener('message', (event: MessageEvent<string>) => {
  const signals = [
    event.data,
    navigator.userAgent,
    navigator.languages.join(','),
    String(navigator.hardwareConcurrency),
    String((navigator as { deviceMemory?: number }).deviceMemory ?? ''),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(new Date().getTimezoneOffset()),
    // Engines differ in the last bits of these.
    String(Math.tan(-1e300) + Math.acosh(1e300) + Math.expm1(1) + Math.sinh(1)),
    safely(canvasPixels),
    safely(webGl),
  ];
  postMessage(hashHex(signals.join('\n')));
});
