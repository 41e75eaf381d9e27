-- A slider at 60 frames a second on every connection: each connection waits 16 ms after an answer before asking for
-- the next offset, so the load is what 64 designers dragging sliders send, not as much as the machine can take.
-- Otherwise as distinct.lua: args[1] is the path prefix, args[2] the step to start from; offsets walk through 0.001
-- steps, distinct per thread.
local counter = 0
local prefix = "/v1/geometry?style=large&back=Mailboxes&title=Inbox&trailing=search,plus&offset="
local thread_id = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  if args[1] ~= nil then prefix = args[1] end
  if args[2] ~= nil then counter = tonumber(args[2]) end
  thread_id = id or 0
end

function delay()
  return 16
end

function request()
  counter = counter + 1
  local offset = string.format("%.3f", (counter * 0.001 + thread_id * 1000) % 400 - 100)
  return wrk.format("GET", prefix .. offset)
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d duration_us=%d errors=%d non2xx=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
