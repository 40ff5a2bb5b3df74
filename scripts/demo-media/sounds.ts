/** Synthesised demo sounds: glides, chimes, two-part mixes and a vowel-formant "voice". */
export const RATE = 8000;

function render(seconds: number, f: (t: number) => number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) out[i] = f(i / RATE);
  return out;
}

/** Short attack and release, so no clip starts or ends with a click. */
const envelope = (t: number, length: number, edge = 0.02) => Math.min(1, t / edge, (length - t) / edge);

/** A falling whistle: the "down" gesture the audio-classification demo labels. */
export function fallingGlide(): Float32Array {
  let phase = 0;
  return render(0.9, (t) => {
    phase += (2 * Math.PI * (880 - 560 * (t / 0.9))) / RATE;
    return 0.6 * envelope(t, 0.9, 0.05) * (Math.sin(phase) + 0.25 * Math.sin(2 * phase));
  });
}

const note = (hz: number, t: number, decay: number) =>
  Math.exp(-t * decay) * (Math.sin(2 * Math.PI * hz * t) + 0.4 * Math.sin(4 * Math.PI * hz * t) + 0.15 * Math.sin(6 * Math.PI * hz * t));

/** A two-tone doorbell: a high "ding", then a lower "dong". */
export function doorbell(): Float32Array {
  return render(1.6, (t) => 0.45 * envelope(t, 1.6) * (note(659.25, t, 3) + (t > 0.55 ? note(523.25, t - 0.55, 2.5) : 0)));
}

const BASS = [130.81, 164.81, 196.0, 164.81]; // C3 E3 G3 E3, half a second each
const BELLS = [1046.5, 0, 1318.5, 0, 1568.0, 0, 1318.5, 0]; // C6 _ E6 _ G6 _ E6 _

/** The two sources of the audio-to-audio demo, and their mix. */
export function bassLine(): Float32Array {
  return render(2, (t) => {
    const k = Math.floor(t / 0.5);
    const local = t - k * 0.5;
    return 0.5 * envelope(local, 0.5, 0.03) * note(BASS[k % 4]!, local, 1.5);
  });
}
export function bellPattern(): Float32Array {
  return render(2, (t) => {
    const k = Math.floor(t / 0.25);
    const hz = BELLS[k % 8]!;
    const local = t - k * 0.25;
    return hz ? 0.35 * envelope(local, 0.25, 0.01) * Math.exp(-local * 14) * Math.sin(2 * Math.PI * hz * local) : 0;
  });
}
export function mixture(): Float32Array {
  const a = bassLine();
  const b = bellPattern();
  return a.map((v, i) => v + b[i]!);
}

/** Formant frequencies (F1, F2, F3 in Hz) of a few vowels. */
const VOWELS: Record<string, [number, number, number]> = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [270, 2290, 3010],
  o: [570, 840, 2410],
  u: [300, 870, 2240],
};

/**
 * A speech-like voice: a glottal pulse train at a drifting pitch, shaped by two-pole
 * resonators at each vowel's formants. It sounds like a voice humming vowels, not words.
 */
export function vowelVoice(sequence: string, syllable = 0.28, pitch = 120): Float32Array {
  const total = sequence.length * syllable + 0.1;
  const state = [0, 0, 0, 0, 0, 0];
  let phase = 0;
  const voice = render(total, (t) => {
    const k = Math.min(sequence.length - 1, Math.floor(t / syllable));
    const local = t - k * syllable;
    const f0 = pitch * (1 + 0.08 * Math.sin(t * 5) - 0.1 * (t / total));
    phase += f0 / RATE;
    const pulse = phase % 1 < 0.08 ? 1 : 0;
    const formants = VOWELS[sequence[k]!] ?? VOWELS.a!;
    let y = 0;
    formants.forEach((fc, n) => {
      const r = Math.exp((-Math.PI * (60 + n * 40)) / RATE);
      const a1 = 2 * r * Math.cos((2 * Math.PI * fc) / RATE);
      const out = pulse + a1 * state[n * 2]! - r * r * state[n * 2 + 1]!;
      state[n * 2 + 1] = state[n * 2]!;
      state[n * 2] = out;
      y += out / (n + 1);
    });
    const gate = Math.min(1, local / 0.04, Math.max(0, (syllable - 0.05 - local) / 0.04));
    return gate * y;
  });
  return normalise(voice, 0.7);
}

/** Scales a signal so its loudest sample sits at `peak`: resonator gains vary by vowel. */
function normalise(signal: Float32Array, peak: number): Float32Array {
  const max = signal.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  return signal.map((v) => (v / max) * peak);
}
