/**
 * generate-sample-videos.ts
 *
 * Renders the two short sample clips (and a poster frame for each) that the ROS
 * tutorials embed with <Video>. Nothing is downloaded and no fonts are needed:
 * every pixel comes from ffmpeg's built-in lavfi sources (gradients, color)
 * and filters (drawgrid, drawbox, overlay, lagfun, blend).
 *
 *   src/content/articles/ROS1/ros-graph.mp4         a stylised ROS graph: a "talker"
 *   src/content/articles/ROS1/ros-graph-poster.jpg  node (left) publishes message
 *                                                   packets along a topic to two
 *                                                   "listener" nodes (right).
 *   src/content/articles/ROS2/turtlesim.mp4         a top-down simulation: a small
 *   src/content/articles/ROS2/turtlesim-poster.jpg  robot drives a figure-of-eight
 *                                                   on a gridded floor and leaves a
 *                                                   fading trail, like turtlesim's pen.
 *
 * Output format: 854x480, 25 fps, 8 s, H.264 (libx264, yuv420p, +faststart), no
 * audio; each clip is well under 1 MB and each poster (one frame, JPEG) under 100 KB.
 *
 * Deterministic: the sources are seeded or fixed colours, the encoder runs with
 * one thread and bitexact flags, and metadata is stripped, so the same ffmpeg
 * build gives byte-identical files on every run.
 *
 * Requires ffmpeg on PATH (Debian: `apt-get install -y ffmpeg`). Run from the
 * repository root with Node 24:
 *
 *   node scripts/generate-sample-videos.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const articles = path.join(root, 'src/content/articles');

const W = 854;
const H = 480;
const FPS = 25;
const SECONDS = 8;
const size = `${W}x${H}`;

interface Clip {
  /** Folder under src/content/articles/. */
  folder: string;
  /** File name without extension; the poster is <name>-poster.jpg. */
  name: string;
  /** The -filter_complex graph; it must end in the label [out]. */
  graph: string;
  /** Time (s) of the frame used as the poster. */
  posterAt: number;
}

/* ------------------------------------------------------------------ */
/* Clip 1: a ROS graph. Three node boxes, a topic bar, moving packets. */
/* ------------------------------------------------------------------ */

// Node boxes: talker on the left, two listeners on the right, a topic bar between.
const talker = { x: 70, y: 190, w: 170, h: 100 };
const listenerA = { x: 614, y: 90, w: 170, h: 100 };
const listenerB = { x: 614, y: 290, w: 170, h: 100 };
const topic = { x: 330, y: 222, w: 194, h: 36 };

const box = (b: { x: number; y: number; w: number; h: number }, color: string, t: number | 'fill') =>
  `drawbox=x=${b.x}:y=${b.y}:w=${b.w}:h=${b.h}:color=${color}:t=${t}`;

// One message is published every second. Each packet travels talker -> topic bar
// (first half second) and then on to both listeners (second half second).
const packet = 14;
const startX = talker.x + talker.w;
const topicX = topic.x + topic.w;
const midY = topic.y + topic.h / 2 - packet / 2;
// Phase p in [0,1) of the current message.
const p = 'mod(t\\,1)';
// Segment 1 (p below 0.5): from the talker's right edge to the topic's left edge.
const seg1X = `${startX}+(${topic.x - startX - packet})*(${p}/0.5)`;
// Segment 2 (p from 0.5): from the topic's right edge to a listener's left edge.
const seg2X = `${topicX}+(${listenerA.x - topicX - packet})*((${p}-0.5)/0.5)`;
const seg2YA = `${midY}+(${listenerA.y + listenerA.h / 2 - packet / 2 - midY})*((${p}-0.5)/0.5)`;
const seg2YB = `${midY}+(${listenerB.y + listenerB.h / 2 - packet / 2 - midY})*((${p}-0.5)/0.5)`;

const rosGraph: Clip = {
  folder: 'ROS1',
  name: 'ros-graph',
  posterAt: 3.3,
  graph: [
    // Background: a slowly turning dark blue-violet gradient with a faint grid.
    `gradients=s=${size}:r=${FPS}:d=${SECONDS}:seed=7:c0=0x0b1230:c1=0x1d1446:x0=0:y0=0:x1=${W}:y1=${H}:speed=0.02,format=yuv420p,`,
    `drawgrid=w=40:h=40:t=1:color=0x3a4a8a@0.35,`,
    // Wires from talker to topic and from topic to each listener (thin bars).
    `drawbox=x=${startX}:y=${midY + packet / 2 - 1}:w=${topic.x - startX}:h=3:color=0x6c7bd0@0.6:t=fill,`,
    `drawbox=x=${topicX}:y=${midY + packet / 2 - 1}:w=${(listenerA.x - topicX) / 2}:h=3:color=0x6c7bd0@0.6:t=fill,`,
    `drawbox=x=${topicX + (listenerA.x - topicX) / 2 - 1}:y=${listenerA.y + listenerA.h / 2}:w=3:h=${listenerB.y - listenerA.y}:color=0x6c7bd0@0.6:t=fill,`,
    `drawbox=x=${topicX + (listenerA.x - topicX) / 2}:y=${listenerA.y + listenerA.h / 2 - 1}:w=${(listenerA.x - topicX) / 2}:h=3:color=0x6c7bd0@0.6:t=fill,`,
    `drawbox=x=${topicX + (listenerA.x - topicX) / 2}:y=${listenerB.y + listenerB.h / 2 - 1}:w=${(listenerA.x - topicX) / 2}:h=3:color=0x6c7bd0@0.6:t=fill,`,
    // Nodes (filled, with a brighter border) and the topic bar.
    `${box(talker, '0x1f6f5c', 'fill')},${box(talker, '0x4fe3b5', 4)},`,
    `${box(listenerA, '0x6b3a1f', 'fill')},${box(listenerA, '0xffb36b', 4)},`,
    `${box(listenerB, '0x6b3a1f', 'fill')},${box(listenerB, '0xffb36b', 4)},`,
    `${box(topic, '0x2a2a5e', 'fill')},${box(topic, '0xa9b4ff', 2)},`,
    // The talker's border flashes white when it publishes (start of each second)...
    `drawbox=x=${talker.x - 6}:y=${talker.y - 6}:w=${talker.w + 12}:h=${talker.h + 12}:color=white@0.9:t=3:enable='lt(mod(t\\,1)\\,0.12)',`,
    // ...and each listener's border flashes when the message arrives.
    `drawbox=x=${listenerA.x - 6}:y=${listenerA.y - 6}:w=${listenerA.w + 12}:h=${listenerA.h + 12}:color=white@0.9:t=3:enable='gt(mod(t\\,1)\\,0.92)',`,
    `drawbox=x=${listenerB.x - 6}:y=${listenerB.y - 6}:w=${listenerB.w + 12}:h=${listenerB.h + 12}:color=white@0.9:t=3:enable='gt(mod(t\\,1)\\,0.92)',`,
    // The topic bar lights up while a message passes through it.
    `drawbox=x=${topic.x + 3}:y=${topic.y + 3}:w=${topic.w - 6}:h=${topic.h - 6}:color=0xa9b4ff@0.5:t=fill:enable='between(mod(t\\,1)\\,0.45\\,0.6)'`,
    `[bg];`,
    // Packets: small squares from colour sources, moved by overlay expressions.
    `color=c=0xfff27a:s=${packet}x${packet}:r=${FPS}:d=${SECONDS},split=3[pk1][pk2][pk3];`,
    `[bg][pk1]overlay=eval=frame:x='${seg1X}':y=${midY}:enable='lt(mod(t\\,1)\\,0.5)'[a];`,
    `[a][pk2]overlay=eval=frame:x='${seg2X}':y='${seg2YA}':enable='gte(mod(t\\,1)\\,0.5)'[b];`,
    `[b][pk3]overlay=eval=frame:x='${seg2X}':y='${seg2YB}':enable='gte(mod(t\\,1)\\,0.5)',format=yuv420p[out]`,
  ].join(''),
};

/* ------------------------------------------------------------------ */
/* Clip 2: a robot driving a figure-of-eight with a fading pen trail.  */
/* ------------------------------------------------------------------ */

const cx = W / 2;
const cy = H / 2;
const ax = 300; // half-width of the figure-of-eight
const ay = 150; // half-height
const omega = `(2*PI/${SECONDS})`; // one full lap in the clip length
// Lemniscate of Gerono: x = ax sin(wt), y = ay sin(wt) cos(wt), centred on the frame.
const robotSize = 30;
const pen = 8;
const pathX = (s: number) => `${cx}+${ax}*sin(${omega}*t)-${s / 2}`;
const pathY = (s: number) => `${cy}+${ay}*sin(${omega}*t)*cos(${omega}*t)-${s / 2}`;

const turtlesim: Clip = {
  folder: 'ROS2',
  name: 'turtlesim',
  posterAt: 6.2,
  graph: [
    // Floor (drawn in YUV: drawgrid/drawbox colours are only right there): turtlesim-like blue with a 1 m grid and a thin border (walls).
    `color=c=0x4556ff:s=${size}:r=${FPS}:d=${SECONDS},format=yuv444p,`,
    `drawgrid=w=${W / 10}:h=${H / 6}:t=1:color=0xffffff@0.18,`,
    `drawbox=x=0:y=0:w=${W}:h=${H}:color=0x1b237a:t=8,format=gbrp[floor];`,
    // Trail layer: a pen dot on black, held by lagfun so it fades slowly.
    `color=c=black:s=${size}:r=${FPS}:d=${SECONDS},format=gbrp[ink];`,
    `color=c=white:s=${pen}x${pen}:r=${FPS}:d=${SECONDS},format=gbrp[dot];`,
    `[ink][dot]overlay=eval=frame:x='${pathX(pen)}':y='${pathY(pen)}',lagfun=decay=0.985[trail];`,
    `[floor][trail]blend=all_mode=screen[scene];`,
    // Robot: a square body with a darker "front" marker that leads along the path.
    `color=c=0x34d399:s=${robotSize}x${robotSize}:r=${FPS}:d=${SECONDS},format=yuv444p,`,
    `drawbox=x=4:y=4:w=${robotSize - 8}:h=${robotSize - 8}:color=0x065f46:t=3,format=gbrp[robot];`,
    `color=c=0xfde047:s=10x10:r=${FPS}:d=${SECONDS},format=gbrp[nose];`,
    `[scene][robot]overlay=eval=frame:x='${pathX(robotSize)}':y='${pathY(robotSize)}'[r1];`,
    // The nose sits slightly ahead in time, which puts it on the heading direction.
    `[r1][nose]overlay=eval=frame:x='${cx}+${ax}*sin(${omega}*(t+0.06))-5':y='${cy}+${ay}*sin(${omega}*(t+0.06))*cos(${omega}*(t+0.06))-5',`,
    `format=yuv420p[out]`,
  ].join(''),
};

function run(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function render(clip: Clip): void {
  const dir = path.join(articles, clip.folder);
  mkdirSync(dir, { recursive: true });
  const video = path.join(dir, `${clip.name}.mp4`);
  const poster = path.join(dir, `${clip.name}-poster.jpg`);

  run([
    '-filter_complex',
    clip.graph,
    '-map',
    '[out]',
    '-t',
    String(SECONDS),
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '26',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-flags:v',
    '+bitexact',
    '-fflags',
    '+bitexact',
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    video,
  ]);

  run([
    '-ss',
    String(clip.posterAt),
    '-i',
    video,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    '-map_metadata',
    '-1',
    '-flags:v',
    '+bitexact',
    '-fflags',
    '+bitexact',
    poster,
  ]);

  const kb = (file: string) => (statSync(file).size / 1024).toFixed(1);
  console.log(`${path.relative(root, video)}  ${kb(video)} KB`);
  console.log(`${path.relative(root, poster)}  ${kb(poster)} KB`);
  if (statSync(video).size >= 1024 * 1024) throw new Error(`${video} is 1 MB or larger`);
  if (statSync(poster).size >= 100 * 1024) throw new Error(`${poster} is 100 KB or larger`);
}

for (const clip of [rosGraph, turtlesim]) render(clip);
