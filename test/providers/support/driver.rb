# Ruby snippets for ./run.ts, started by `ruby -r ../../support/ruby/atlas_hook.rb driver.rb`:
# Ruby, net/http and the harness load once, then every snippet runs in a forked child (four at a
# time) that takes its case's folder, environment (ATLAS_CASE naming the case) and output files
# (`out`, `err`) and loads the snippet file; an uncaught exception or `exit` ends the child as it
# would end `ruby snippet.rb`. Input on stdin: a JSON list of {id, env, cwd, out, err}. Output:
# one JSON line {id, code} per case as it ends. A case still running after 20 s is killed.
require "json"
require "net/http"

LIMIT = 20
cases = JSON.parse($stdin.read)
base = ENV.to_h
running = {}
lock = Mutex.new

start = lambda do |c|
    $stdout.flush
    pid = fork do
        Dir.chdir(c["cwd"])
        ENV.replace(base.merge(c["env"]).merge("ATLAS_CASE" => c["id"]))
        $stdin.reopen(File::NULL)
        $stdout.reopen(c["out"], "w")
        $stderr.reopen(c["err"], "w")
        $stdout.sync = true
        $stderr.sync = true
        $0 = "snippet.rb"
        load "snippet.rb"
    end
    lock.synchronize { running[pid] = [c, Process.clock_gettime(Process::CLOCK_MONOTONIC)] }
end

Thread.new do
    loop do
        IO.select(nil, nil, nil, 1) # Kernel#sleep returns at once under the harness
        now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
        lock.synchronize do
            running.each { |pid, (_, t)| Process.kill(:KILL, pid) if now - t > LIMIT rescue nil }
        end
    end
end

queue = cases.dup
until queue.empty? && lock.synchronize { running.empty? }
    start.call(queue.shift) while !queue.empty? && lock.synchronize { running.size } < 4
    pid, status = Process.wait2
    c, = lock.synchronize { running.delete(pid) }
    next unless c
    code = status.exitstatus || 128 + (status.termsig || 0)
    $stdout.puts(JSON.generate({ "id" => c["id"], "code" => code }))
    $stdout.flush
end
