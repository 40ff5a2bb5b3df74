"""Runs many python snippets in one interpreter for the provider execution tests.

Reads a JSON list of cases from stdin ({id, file, env, cwd}) and prints one JSON result per
case ({id, ok, stdout, error}). Each snippet runs as a script of its own (fresh globals) with:
- `requests` sending every https:// URL to the recording server as /__host/<host>/<path>, with
  an `x-atlas-case` header naming the case;
- `time.sleep` returning at once (job polls wait in real use, not in tests);
- its environment variables set, the others of the previous case removed.
"""
import contextlib
import io
import json
import os
import signal
import sys
import time
import traceback

import requests

SERVER = os.environ["ATLAS_SERVER"]
current = {"id": ""}
_send = requests.Session.request


def _request(self, method, url, *args, **kwargs):
    if isinstance(url, str) and url.startswith("https://"):
        url = SERVER + "/__host/" + url[len("https://"):]
    headers = dict(kwargs.pop("headers", None) or {})
    headers["x-atlas-case"] = current["id"]
    return _send(self, method, url, *args, headers=headers, **kwargs)


requests.Session.request = _request
time.sleep = lambda seconds: None

cases = json.load(sys.stdin)
added = []
for case in cases:
    for name in added:
        os.environ.pop(name, None)
    added = list(case["env"])
    os.environ.update(case["env"])
    current["id"] = case["id"]
    os.chdir(case["cwd"])
    out = io.StringIO()
    result = {"id": case["id"], "ok": True, "error": ""}
    signal.alarm(120)  # a snippet that never finishes fails instead of hanging the batch (a guard: a loaded CI machine is slow)
    try:
        with open(case["file"], encoding="utf-8") as f:
            code = compile(f.read(), case["file"], "exec")
        with contextlib.redirect_stdout(out):
            exec(code, {"__name__": "__main__", "__file__": case["file"]})
    except BaseException:  # a snippet's SystemExit counts as a failure too
        result["ok"] = False
        result["error"] = traceback.format_exc(limit=3)
    signal.alarm(0)
    result["stdout"] = out.getvalue()
    print(json.dumps(result), flush=True)
