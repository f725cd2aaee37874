#!/usr/bin/env bash
# Copied from /work/shared/s3/swift-s3.sh (the shared S3 test-server notes; see docs/decisions/0022-storage-seam.md), so CI from a
# clean clone has it. .ci/run starts it before npm test; see README "Files on S3".
# Single-node OpenStack Swift (Debian 12 packages, 2.30) with the s3api middleware,
# for tests/CI. Usage:  swift-s3.sh start | stop
#   S3 endpoint  http://127.0.0.1:${SWIFT_S3_PORT:-8080}  region us-east-1, path-style
#   access key   test:tester     secret key  testing
# Needs root (apt-get, /etc/swift/swift.conf). Storage lives under $SWIFT_S3_DIR.
set -euo pipefail
BASE=${SWIFT_S3_DIR:-/tmp/swift-s3}
PORT=${SWIFT_S3_PORT:-8080}
RUNUSER=$(id -un)

install_pkgs() {
  if ! command -v swift-proxy-server >/dev/null || ! command -v memcached >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    # policy-rc.d/no systemd: the packages' own services are not started, which is what we want
    apt-get install -y -qq --no-install-recommends \
      swift swift-proxy swift-object swift-container swift-account memcached curl >/dev/null
  fi
}

write_configs() {
  mkdir -p "$BASE"/{etc,srv/d1,log,run} /etc/swift
  # the servers always read hash settings + storage policies from /etc/swift/swift.conf
  cat > /etc/swift/swift.conf <<'CONF'
[swift-hash]
swift_hash_path_prefix = ci-prefix
swift_hash_path_suffix = ci-suffix

[storage-policy:0]
name = Policy-0
default = yes
CONF
  local svc port
  for svc in account container object; do
    case $svc in account) port=6202;; container) port=6201;; object) port=6200;; esac
    cat > "$BASE/etc/$svc-server.conf" <<CONF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $port
workers = 0
user = $RUNUSER
swift_dir = $BASE/etc
devices = $BASE/srv
mount_check = false
log_level = INFO

[pipeline:main]
pipeline = $svc-server

[app:$svc-server]
use = egg:swift#$svc
CONF
  done
  cat > "$BASE/etc/proxy-server.conf" <<CONF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $PORT
workers = 0
user = $RUNUSER
swift_dir = $BASE/etc
log_level = INFO

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
# CORS for browser uploads/downloads via presigned URLs
cors_allow_origin = *
cors_expose_headers = ETag, x-amz-request-id

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:11211

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:s3api]
use = egg:swift#s3api
location = us-east-1
# answer CORS preflights (OPTIONS) for S3-signed requests
cors_preflight_allow_origin = *

[filter:tempauth]
use = egg:swift#tempauth
# S3 access key "test:tester", S3 secret key "testing"
user_test_tester = testing .admin

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo
CONF
  if [ ! -f "$BASE/etc/object.ring.gz" ]; then
    # one device per ring, 1 replica, 2^10 partitions. Same result as
    # `swift-ring-builder X.builder create 10 1 1; ... add r1z1-127.0.0.1:PORT/d1 1; ... rebalance`
    # but in one python process (0.6 s instead of 4.5 s)
    ( cd "$BASE/etc" && /usr/bin/python3 - <<'PY'
from swift.common.ring import RingBuilder
for name, port in (('account', 6202), ('container', 6201), ('object', 6200)):
    b = RingBuilder(10, 1, 1)
    b.add_dev({'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': port,
               'device': 'd1', 'weight': 1})
    b.rebalance()
    b.get_ring().save(name + '.ring.gz')
PY
    )
  fi
}

wait_port() { for _ in $(seq 1 200); do (: </dev/tcp/127.0.0.1/$1) 2>/dev/null && return 0; sleep 0.1; done; echo "port $1 not up" >&2; return 1; }

start() {
  install_pkgs
  write_configs
  memcached -u "$RUNUSER" -l 127.0.0.1 -p 11211 -m 64 >"$BASE/log/memcached.log" 2>&1 &
  echo $! >"$BASE/run/memcached.pid"
  local s
  for s in account container object proxy; do
    # -v: log to stderr as well (no syslog daemon on CI machines)
    swift-$s-server "$BASE/etc/$s-server.conf" -v >"$BASE/log/$s.log" 2>&1 &
    echo $! >"$BASE/run/$s.pid"
  done
  wait_port 11211; wait_port 6202; wait_port 6201; wait_port 6200; wait_port "$PORT"
  curl -fsS "http://127.0.0.1:$PORT/healthcheck" >/dev/null
  echo "swift s3api up on http://127.0.0.1:$PORT (logs in $BASE/log)"
}

stop() {
  local s p
  for s in proxy object container account memcached; do
    [ -f "$BASE/run/$s.pid" ] && kill "$(cat "$BASE/run/$s.pid")" 2>/dev/null || true
  done
  for s in proxy object container account memcached; do
    [ -f "$BASE/run/$s.pid" ] || continue
    p=$(cat "$BASE/run/$s.pid")
    for _ in $(seq 1 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$p" 2>/dev/null && kill -9 "$p" || true
    rm -f "$BASE/run/$s.pid"
  done
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
