#!/bin/sh
# Run once by the postgres image on an empty data volume (compose.yaml): the two roles of a deployment and the
# database the owner owns (docs/security.md, "Database roles"). The passwords come from deploy/postgres.env; psql
# quotes them (:'name'), so any character is safe.
set -eu
: "${LOBBY_OWNER_PASSWORD:?set LOBBY_OWNER_PASSWORD in deploy/postgres.env}"
: "${LOBBY_APP_PASSWORD:?set LOBBY_APP_PASSWORD in deploy/postgres.env}"
psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER:-postgres}" --dbname postgres \
  -v owner_password="$LOBBY_OWNER_PASSWORD" -v app_password="$LOBBY_APP_PASSWORD" <<'SQL'
CREATE ROLE lobby_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE lobby_app LOGIN PASSWORD :'app_password';
CREATE DATABASE lobby OWNER lobby_owner;
SQL
