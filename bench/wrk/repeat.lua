-- Requests one fixed path (args[1]) over and over: every answer after the first comes from the cache.
local path = "/v1/geometry?style=large&back=Mailboxes&title=Inbox&trailing=search,plus&offset=26"

function init(args)
  if args[1] ~= nil then path = args[1] end
end

function request()
  return wrk.format("GET", path)
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d duration_us=%d errors=%d non2xx=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
