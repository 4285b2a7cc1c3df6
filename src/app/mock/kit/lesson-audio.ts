/**
 * A short "lecture" for the mock's lessons: mono WAV, 8 kHz, 8-bit (8 KB a second, 30 s < 250 KB), generated on
 * request so no media file is committed. Syllable-like bursts of a voiced tone (a fundamental with two harmonics,
 * its pitch gliding like speech) separated by short pauses, and a longer pause between "sentences", so a listener
 * hears that it plays and where it is. The same `seed` always gives the same sound.
 */
export function lessonAudioWav(seconds: number, seed: number): Uint8Array<ArrayBuffer> {
  const sampleRate = 8000;
  const dataSize = sampleRate * seconds;
  const bytes = new Uint8Array(new ArrayBuffer(44 + dataSize));
  writeHeader(bytes, sampleRate, dataSize);
  let random = seed * 9301 + 49297;
  const next = () => {
    random = (random * 9301 + 49297) % 233280;
    return random / 233280;
  };
  let index = 0;
  let phase = 0;
  while (index < dataSize) {
    // A "sentence": 4–9 syllables, then a breath.
    const syllables = 4 + Math.floor(next() * 6);
    for (let s = 0; s < syllables && index < dataSize; s++) {
      const length = Math.floor(sampleRate * (0.14 + next() * 0.16));
      const pitch = 140 + next() * 90;
      const glide = (next() - 0.5) * 60;
      for (let i = 0; i < length && index < dataSize; i++, index++) {
        const t = i / length;
        const envelope = Math.sin(Math.PI * t) ** 0.6;
        phase += (2 * Math.PI * (pitch + glide * t)) / sampleRate;
        const voice = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
        bytes[44 + index] = Math.round(128 + 60 * envelope * (voice / 1.75));
      }
      index = silence(bytes, index, Math.floor(sampleRate * (0.04 + next() * 0.06)), dataSize);
    }
    index = silence(bytes, index, Math.floor(sampleRate * (0.35 + next() * 0.3)), dataSize);
  }
  return bytes;
}

function silence(bytes: Uint8Array, from: number, length: number, dataSize: number): number {
  const end = Math.min(dataSize, from + length);
  bytes.fill(128, 44 + from, 44 + end);
  return end;
}

function writeHeader(bytes: Uint8Array<ArrayBuffer>, sampleRate: number, dataSize: number) {
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, dataSize, true);
}
