"""`http` for the execution tests when ./server.py runs (ATLAS_HTTPIE_SOCKET names its socket):
hands this process's standard streams, arguments, environment and working folder to the server,
which runs HTTPie with them, and exits with HTTPie's exit status. Run with `python3 -S -E`.
"""
import json
import os
import socket
import sys

sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
sock.connect(os.environ["ATLAS_HTTPIE_SOCKET"])
socket.send_fds(sock, [b"\0"], [0, 1, 2])
sock.sendall(json.dumps({"argv": ["http", *sys.argv[1:]], "env": dict(os.environ), "cwd": os.getcwd()}).encode())
sock.shutdown(socket.SHUT_WR)
status = sock.recv(1)
sys.exit(status[0] if status else 1)
