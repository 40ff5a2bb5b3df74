"""Loaded by python at start-up (this folder is on PYTHONPATH) in the python SDK execution tests.

Sends every https:// request of the real SDKs (huggingface_hub, openai: both speak through
httpx or httpx2; requests where installed) to the recording server named by ATLAS_SERVER,
as /__host/<host>/<path>, so the recorded URL still says which host the snippet called.
The snippet text is never edited. Sleeps are cut short: job polls wait in real use only.
"""
import os
import time

SERVER = os.environ.get("ATLAS_SERVER", "")


def _redirect(url):
    if SERVER and url.startswith("https://"):
        return SERVER + "/__host/" + url[len("https://"):]
    return url


def _patch_httpx(module):
    def wrap(send):
        def patched(self, request, *args, **kwargs):
            request.url = module.URL(_redirect(str(request.url)))
            return send(self, request, *args, **kwargs)

        return patched

    def wrap_async(send):
        async def patched(self, request, *args, **kwargs):
            request.url = module.URL(_redirect(str(request.url)))
            return await send(self, request, *args, **kwargs)

        return patched

    module.Client.send = wrap(module.Client.send)
    module.AsyncClient.send = wrap_async(module.AsyncClient.send)


def _patch_requests(module):
    request = module.Session.request

    def patched(self, method, url, *args, **kwargs):
        return request(self, method, _redirect(url) if isinstance(url, str) else url, *args, **kwargs)

    module.Session.request = patched


if SERVER:
    for name, patch in (("httpx2", _patch_httpx), ("httpx", _patch_httpx), ("requests", _patch_requests)):
        try:
            patch(__import__(name))
        except ImportError:
            pass
    _sleep = time.sleep
    time.sleep = lambda seconds: _sleep(min(seconds, 0.01))
