/**
 * The scan prompts (screens-protocol.md 9: sound prompts play for scan success and scan error): one short high beep
 * for a label printed, two low ones for a refusal, so a clerk hears the result without looking at the screen.
 */
let context: AudioContext | undefined;

function beep(audio: AudioContext, frequency: number, startS: number, lengthS: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, audio.currentTime + startS);
  gain.gain.setValueAtTime(0, audio.currentTime + startS + lengthS);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime + startS);
  oscillator.stop(audio.currentTime + startS + lengthS);
}

export function playScanSound(outcome: 'success' | 'error'): void {
  // Browsers without Web Audio (or with it blocked) print on silently.
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (outcome === 'success') beep(context, 1320, 0, 0.12);
  else {
    beep(context, 220, 0, 0.15);
    beep(context, 220, 0.22, 0.15);
  }
}
