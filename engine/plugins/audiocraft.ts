/** audiocraft: the model family (MusicGen, AudioGen, MAGNeT) comes from the model's tags. */
import type { LibraryPlugin } from "./types.js";

/** Tag → audiocraft class; MAGNeT first, as its repositories may carry a musicgen tag too. */
const FAMILIES: ReadonlyArray<readonly [tag: string, className: string, prompt: string]> = [
  ["magnet", "MAGNeT", "an upbeat acoustic guitar melody"],
  ["audiogen", "AudioGen", "rain falling on a tin roof"],
  ["musicgen", "MusicGen", "a calm piano piece with soft strings"],
];

export const audiocraft: LibraryPlugin = {
  name: "audiocraft",
  context(model) {
    const family = FAMILIES.find(([tag]) => model.tags.includes(tag));
    if (!family) return { error: "Type of model unknown." };
    const [, className, prompt] = family;
    return { prompt: model.widget.text || prompt, isMusicGen: className === "MusicGen", code: { className } };
  },
};
