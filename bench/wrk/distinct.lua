-- Requests the path prefix in args[1] with a different offset each time, so the answer cache cannot serve them:
-- offsets walk through 0.001 steps, distinct per thread. args[2], when given, is the step to start from, so that a
-- run can continue where an earlier one stopped without repeating its requests.
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
