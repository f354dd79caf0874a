/** Picks the main subject of an illustration from the words of its title (and, more weakly, its alt text). */
import type { Rng } from './random.ts';

export const MOTIFS = [
  'drone',
  'arm',
  'humanoid',
  'hexapod',
  'rover',
  'fleet',
  'pcb',
  'gadget',
  'sensor',
  'gears',
  'camera',
  'iot',
  'neural',
  'workstation',
  'arena',
  'trophy',
  'solar',
  'plant',
] as const;

export type MotifName = (typeof MOTIFS)[number];

/** Word patterns per motif; earlier motifs win ties. */
const KEYWORDS: [MotifName, RegExp][] = [
  [
    'trophy',
    /\b(troph(y|ies)|awards?|winners?|won|champions?(hip)?|runners?-up|medals?|prizes?|podium|achievements?|finalists?)\b/g,
  ],
  ['drone', /\b(drones?|quad(copter|rotor)?s?|hexacopter|multirotor|uavs?|aerial|flight|fly(ing)?|airborne)\b/g],
  [
    'arena',
    /\b(soccer|football|race|racing|festival|events?|competitions?|roboveda|arena|match(es)?|tournaments?|league|crowd|spectators?|war|finals?)\b/g,
  ],
  ['arm', /\b(arms?|manipulators?|grippers?|pick-and-place|pick and place|scara|claw|hydraulic|inverse kinematics)\b/g],
  ['hexapod', /\b(hexapods?|spider|quadruped|legged|walkers?|insect)\b/g],
  ['humanoid', /\b(humanoids?|biped(al)?|android|assistant|companion|voice|chatbot|social robot)\b/g],
  [
    'plant',
    /\b(plants?|agri\w*|farm\w*|seeds?|sowing|irrigation|soil|crops?|garden\w*|greenhouse|watering|moisture|rain)\b/g,
  ],
  ['solar', /\b(solar|sun|sunlight|renewable|photovoltaic)\b/g],
  [
    'neural',
    /\b(neural|neurons?|perceptrons?|deep|learning|ai|ml|machine learning|cnn|classifier|prediction|predictive|intelligence|epochs?|training|convolution\w*|tensorflow|pytorch|keras|overfitting)\b/g,
  ],
  [
    'camera',
    /\b(cameras?|vision|images?|opencv|detection|recogni[sz]\w*|faces?|tracking|webcam|lane|colou?rs?|sorting|yolo|surveillance|pan tilt)\b/g,
  ],
  [
    'rover',
    /\b(rovers?|cars?|bots?|robots?|follow(ers?|ing)|line[- ](follow\w*|track\w*|racers?|maze)|maze|wheel(s|ed)?|vehicles?|chassis|obstacles?|mobile|agv|mars|terrain|tanks?|tracked|mecanum|omni|balanc\w*|delivery|racers?|turtlebot|rc|sumo)\b/g,
  ],
  [
    'iot',
    /\b(iot|internet of things|wi-?fi|cloud|wireless|bluetooth|mqtt|lora|smart home|home automation|web|app|sms|notifier|remote|esp8266|esp32|connected)\b/g,
  ],
  [
    'sensor',
    /\b(sensors?|sensing|ultrasonic|lidar|radar|sonar|infrared|ir|proximity|distance|gas|temperature|thermal|pulse|heart|sound|clap|theremin|localizing|blind stick|detectors?|level)\b/g,
  ],
  [
    'gears',
    /\b(gears?|gearbox|cnc|plotter|mechanic\w*|mechanism|cad|3d print\w*|printer|lathe|motors?|launcher|linkage|elevator|conveyor|plate)\b/g,
  ],
  [
    'pcb',
    /\b(pcbs?|circuits?|boards?|solder\w*|schematics?|electronics|embedded|arduino|microcontrollers?|stm32|kicad|chips?|fpga)\b/g,
  ],
  [
    'gadget',
    /\b(timers?|games?|lock|keypad|counter|meter|monitor|controllers?|indicator|display|lcd|alarm|clock|traffic|junction|wearable|reaction|dustbin|mailbox|sanitizer|dispenser|feeder|visitor|energy)\b/g,
  ],
  [
    'workstation',
    /\b(workshops?|ros|lectures?|seminars?|class(es)?|tutorials?|code|coding|programming|hackathons?|software|simulation|gazebo|talks?|sessions?|webinar|laptops?|teaching|outreach|schools?|students?)\b/g,
  ],
  ['fleet', /\b(team|members|group|induction|starter|club|swarm|fleet|line-?up|since|kids|batch)\b/g],
];

const FALLBACK: MotifName[] = ['rover', 'arm', 'drone', 'humanoid', 'hexapod', 'pcb', 'gears', 'sensor'];

function score(text: string): Map<MotifName, number> {
  const scores = new Map<MotifName, number>();
  for (const [motif, pattern] of KEYWORDS) {
    const hits = text.match(pattern);
    if (hits) scores.set(motif, hits.length);
  }
  return scores;
}

/** The motif for a title, using the alt text only to break a tie or when the title says nothing. */
export function chooseMotif(title: string, extra: string, rng: Rng): MotifName {
  const lower = title.toLowerCase();
  const t = score(lower);
  const e = score(extra.toLowerCase());
  // The last word of a title is usually the thing itself ("... Line Tracker", "... Delivery Rover").
  const last =
    lower
      .split(/[^a-z0-9-]+/)
      .filter(Boolean)
      .at(-1) ?? '';
  let best: MotifName | undefined;
  let bestScore = 0;
  for (const [motif, pattern] of KEYWORDS) {
    const head = new RegExp(pattern.source).test(last) ? 3 : 0;
    const s = (t.get(motif) ?? 0) * 10 + (t.has(motif) ? head : 0) + (e.get(motif) ?? 0);
    if (s > bestScore) {
      best = motif;
      bestScore = s;
    }
  }
  return best ?? rng.pick(FALLBACK);
}
