// Decodes one HEIC image (HEVC, which sharp's prebuilt libvips cannot read) into raw RGBA pixels.
// Runs in a worker thread because libheif-js decodes synchronously and would hold the event loop.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { width, height, data } = await decode({ buffer: workerData });
const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
parentPort.postMessage({ width, height, pixels }, [data.buffer]);
