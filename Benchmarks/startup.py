#!/usr/bin/env python3
"""Time to the first prompt of the full-screen session with the sample apps.

Starts `sirisim` in a detached tmux session several times and polls the screen until the
input line and status bar are drawn; prints each time and the median. The polling costs a
few milliseconds, so the figures are an upper bound.

    python3 Benchmarks/startup.py [.build/release/sirisim] [runs]
"""
import os, statistics, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/sirisim"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
socket = f"sirisim-startup-{os.getpid()}"
times = []
for i in range(runs):
    state = tempfile.mkdtemp()
    name = f"s{i}"
    start = time.monotonic()
    subprocess.run(["tmux", "-L", socket, "new-session", "-d", "-s", name, "-x", "110", "-y", "30",
                    f"env SIRISIM_APPS={root}/Apps TERM=xterm-256color {binary} --state {state}/s.sqlite; sleep 5"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        screen = subprocess.run(["tmux", "-L", socket, "capture-pane", "-t", name, "-p"], capture_output=True, text=True).stdout
        if "UTC" in screen and "Conversation" in screen:
            break
        if time.monotonic() - start > 20:
            sys.exit("sirisim did not start:\n" + screen)
    times.append((time.monotonic() - start) * 1000)
    subprocess.run(["tmux", "-L", socket, "kill-session", "-t", name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
subprocess.run(["tmux", "-L", socket, "kill-server"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print("startup to first prompt (ms):", " ".join(f"{t:.0f}" for t in times))
print(f"median {statistics.median(times):.0f} ms over {runs} runs ({binary})")
