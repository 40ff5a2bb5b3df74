/**
 * Every client that writes a chat call, as `language/client`, for the tests that run each one.
 * The python SDKs are apart: they run from their venv (./python-sdk/), which a person may skip
 * on purpose (ATLAS_SKIP_PYTHON_SDK=1).
 */
export const PYTHON_SDK_CLIENTS = ["python/huggingface_hub", "python/openai"] as const;

const OTHER_CLIENTS = [
  "go/net-http",
  "java/java-net-http",
  "js/fetch",
  "js/huggingface.js",
  "js/openai",
  "php/php-curl",
  "python/requests",
  "ruby/net-http",
  "sh/curl",
  "sh/httpie",
];

/** The list, sorted, with the python SDKs when they ran. */
export const everyChatClient = (withSdks: boolean): string[] => [...OTHER_CLIENTS, ...(withSdks ? PYTHON_SDK_CLIENTS : [])].sort();
