-- Runs once, when the postgres container initialises an empty data volume
-- (/docker-entrypoint-initdb.d). One database per service: services never share tables.
-- The vector extension is also created by each database's first migration; creating it here too
-- makes a fresh volume usable before migrations run (e.g. for psql exploration).
CREATE DATABASE hivemind_thoughts;
CREATE DATABASE hivemind_hives;
CREATE DATABASE hivemind_feeds;

\connect hivemind_thoughts
CREATE EXTENSION IF NOT EXISTS vector;
\connect hivemind_hives
CREATE EXTENSION IF NOT EXISTS vector;
\connect hivemind_feeds
CREATE EXTENSION IF NOT EXISTS vector;
