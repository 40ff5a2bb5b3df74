/** The model page's chat controls: Mode (Chat, Tools, Structured output, Responses) and, for vision-language models, Image: URL / local file. */
import { CHAT_MODES, IMAGE_SOURCES, PLAIN_MODE, type ChatModeValue } from "../snippets/chat-mode.js";
import { SelectField } from "./select-field.js";

export function ChatModeFields({
  mode,
  imageFile,
  vision,
  onChange,
}: {
  mode: ChatModeValue;
  imageFile: boolean;
  vision: boolean;
  onChange: (query: Record<string, string | undefined>) => void;
}) {
  return (
    <>
      <SelectField
        label="Mode"
        value={mode}
        options={CHAT_MODES.map((m) => ({ ...m }))}
        onChange={(value) => onChange({ mode: value === PLAIN_MODE ? undefined : value, client: undefined })}
      />
      {vision && (
        <SelectField
          label="Image"
          value={imageFile ? "file" : "url"}
          options={IMAGE_SOURCES.map((s) => ({ ...s }))}
          onChange={(value) => onChange({ image: value === "file" ? "file" : undefined })}
        />
      )}
    </>
  );
}
