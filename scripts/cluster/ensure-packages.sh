#!/bin/sh
# Installs the cluster's Debian packages (nginx, PgBouncer) when they are missing.
# redis-server and the PostgreSQL client tools are expected on the machine already.
set -eu
missing=""
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$missing nginx"
command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ] || missing="$missing pgbouncer"
command -v redis-server >/dev/null 2>&1 || missing="$missing redis-server"
command -v pg_dump >/dev/null 2>&1 || missing="$missing postgresql-client"
[ -z "$missing" ] && exit 0
echo "Installing Debian packages:$missing"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -q
# The packages' own services are not wanted: the cluster runs its own instances from a run folder.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends $missing
