"""`http` for the execution tests when ./server.py runs (ATLAS_HTTPIE_SOCKET names its socket):
hands this process's standard streams, arguments, environment and working folder to the server,
which runs HTTPie with them, and exits with HTTPie's exit status. Run with `python3 -S -E`
where there is no C compiler; ./client.c does the same where there is one (../httpie.ts).

It runs once per `http` call, hundreds of times per test file, so it imports only built-in
modules: `_socket` instead of `socket` (which loads enum and selectors) and no json. The request
is NUL-separated (no argument or variable can hold a NUL): the folder, the argument count, the
arguments, then `name=value` pairs.
"""
import _socket
import os
import sys

sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
sock.connect(os.environ["ATLAS_HTTPIE_SOCKET"])
fds = b"".join(fd.to_bytes(4, sys.byteorder) for fd in (0, 1, 2))
sock.sendmsg([b"\0"], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, fds)])
argv = ["http", *sys.argv[1:]]
fields = [os.getcwd(), str(len(argv)), *argv, *(f"{k}={v}" for k, v in os.environ.items())]
sock.sendall(b"\0".join(os.fsencode(f) for f in fields))
sock.shutdown(_socket.SHUT_WR)
status = sock.recv(1)
sys.exit(status[0] if status else 1)
