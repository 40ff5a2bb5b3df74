"""HTTPie start-up server for the execution tests (../run.ts): run by Debian's /usr/bin/python3.

Loading HTTPie (requests, urllib3, rich, argparse tables) takes about 0.3 s of CPU at every
`http` call, several hundred calls per test file. This process loads it once and forks a child
per call: ./client.py hands over the caller's standard streams (as file descriptors), arguments,
environment and working folder; the child takes them as its own and runs HTTPie's own `main`,
as /usr/bin/http would, then reports the exit status. Usage: server.py <socket path>; it prints
"ready" once it listens.
"""
import os
import signal
import socket
import sys
import traceback

from httpie.config import get_default_config_dir
from httpie.context import Environment
from httpie.core import main
import httpie.client  # noqa: F401  (loaded by main on first use: loaded here once instead)
import httpie.output.writer  # noqa: F401


def read_request(conn):
    """One call: the caller's three descriptors, then length-prefixed JSON (argv, env, cwd)."""
    import json

    _, fds, _, _ = socket.recv_fds(conn, 1, 3)
    data = b""
    while True:
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
    if len(fds) != 3:
        raise RuntimeError(f"expected 3 descriptors, got {len(fds)}")
    return fds, json.loads(data)


def serve_one(conn):
    fds, request = read_request(conn)
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    sys.argv = request["argv"]
    try:
        # HTTPie's Environment reads these at import time: read them again for this caller.
        env = Environment(
            config_dir=get_default_config_dir(),
            stdin=sys.stdin,
            stdin_isatty=os.isatty(0),
            stdout=sys.stdout,
            stdout_isatty=os.isatty(1),
            stderr=sys.stderr,
            stderr_isatty=os.isatty(2),
        )
        status = main(args=sys.argv, env=env).value
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else 1
    except BaseException:
        traceback.print_exc()
        status = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except OSError:
            pass
    conn.sendall(bytes([status & 255]))


def warm_up():
    """One offline call, so that what HTTPie loads on its first call is loaded before the forks."""
    import tempfile

    with tempfile.TemporaryDirectory() as config, open(os.devnull, "w") as devnull:
        env = Environment(config_dir=config, stdin=None, stdin_isatty=False, stdout=devnull, stdout_isatty=False, stderr=devnull, stderr_isatty=False)
        main(args=["http", "--offline", "--ignore-stdin", "POST", "http://127.0.0.1/warm-up", "a=b"], env=env)


def run(path):
    warm_up()
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
    print("ready", flush=True)
    while True:
        conn, _ = listener.accept()
        sys.stdout.flush()
        if os.fork() == 0:
            listener.close()
            try:
                serve_one(conn)
            finally:
                os._exit(0)
        conn.close()


if __name__ == "__main__":
    run(sys.argv[1])
