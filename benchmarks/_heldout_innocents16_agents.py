"""Innocent set 16: what agents and LLM platforms print, and credential words that hold no secret.

LLM and agent platforms (tool-call ids, run and thread ids, token counts and budgets, model
and tokenizer names, prompt-cache keys, embedding and vector ids, MCP sessions, eval and
trace ids), and sentences where "password", "key", "token" and "secret" are about counts,
budgets, database keys, policies, names and public values (``max_tokens``, a duplicate key,
"secret version 7 destroyed", a WebAuthn credential id, a key id, a fingerprint). None holds
a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENTS", "WORDS"]

AGENTS = r"""
llm: ⟦context_length_exceeded⟧: this model's maximum context length is ⟦128000 tokens⟧, however you requested ⟦131872 tokens⟧ (⟦127872 in the messages⟧, 4000 in the completion)
llm: ⟦max_tokens is too large: 200000⟧. This model supports at most ⟦64000⟧ completion tokens (request ⟦req_«A24»⟧)
llm: ⟦rate_limit_error⟧: ⟦40,000 input tokens per minute⟧ exceeded for organization ⟦org_«A24»⟧; retry after ⟦12s⟧
llm: tool call ⟦call_«A24»⟧ for function ⟦search_orders⟧ returned ⟦invalid JSON at position 118⟧
llm: tool_use id ⟦toolu_01«A22»⟧ has no matching ⟦tool_result⟧ block in the next message
llm: run ⟦run_«A24»⟧ on thread ⟦thread_«A24»⟧ ⟦expired after 10 minutes in requires_action⟧
llm: batch ⟦batch_«h32»⟧ ⟦failed: 17 of 2000 requests invalid⟧ (see error file ⟦file-«A24»⟧)
llm: fine-tune job ⟦ftjob-«A24»⟧ ⟦failed: training file has 3 examples over the 65536-token limit⟧
llm: ⟦prompt cache miss⟧ for cache key ⟦pc_«h32»⟧; ⟦cached_tokens: 0⟧ of ⟦18432⟧
llm: tokenizer ⟦cl100k_base⟧ ⟦cannot encode special token '<|endoftext|>'⟧ (pass allowed_special)
llm: embeddings: input ⟦14⟧ has ⟦9137 tokens⟧, more than the ⟦8191-token⟧ limit of ⟦text-embedding-3-large⟧
llm: model ⟦mistral-large-2411⟧ ⟦not found⟧; did you mean ⟦mistral-large-latest⟧? (x-request-id ⟦«h32»⟧)
llm: ⟦safety system blocked the completion⟧ (category ⟦self_harm⟧, response id ⟦chatcmpl-«A29»⟧)
llm: Ollama: ⟦model "llama3.1:70b" requires more system memory (41.2 GiB) than is available (30.4 GiB)⟧
llm: vLLM: ⟦KV cache is full⟧; ⟦preempted request cmpl-«h32»-0⟧ (num_gpu_blocks ⟦2048⟧)
llm: Hugging Face: repository ⟦meta-llama/Llama-3.1-8B⟧ ⟦is gated⟧; ⟦access requested, pending review⟧ (revision ⟦«h40»⟧)
llm: LiteLLM: ⟦budget exceeded⟧ for key alias ⟦team-research⟧: spend ⟦$501.22⟧ of ⟦$500.00⟧ (key hash ⟦«h64»⟧)
agent: ⟦max_iterations (25) reached⟧ without a final answer (trace ⟦«h32»⟧, run ⟦«uuid»⟧)
agent: ⟦tool 'browser.open' timed out after 60 s⟧ (step ⟦14⟧, span ⟦«h16»⟧)
agent: ⟦handoff to 'billing_agent' failed: agent not registered⟧ (conversation ⟦conv_«A24»⟧)
agent: LangGraph ⟦GraphRecursionError: Recursion limit of 25 reached⟧ without hitting a stop condition (thread_id ⟦«uuid»⟧, checkpoint ⟦«uuid»⟧)
agent: CrewAI task ⟦'summarize_findings'⟧ ⟦failed validation: expected_output is missing⟧ (crew ⟦«uuid»⟧)
agent: AutoGen ⟦termination condition MaxMessageTermination(20) reached⟧ in team ⟦«uuid»⟧
mcp: session ⟦«h32»⟧ ⟦closed: server sent notifications/cancelled for request 17⟧
mcp: ⟦-32602 Invalid params⟧: tool ⟦create_issue⟧ missing required property ⟦'repository'⟧ (session ⟦mcp-session-«uuid»⟧)
mcp: server ⟦filesystem⟧ ⟦denied access to /etc/shadow: outside allowed directories⟧
vector: Pinecone-free upsert: ⟦vector dimension 1536 does not match the dimension of the index 3072⟧ (id ⟦doc-«h16»#chunk-12⟧)
vector: Qdrant: ⟦Wrong input: Vector params for 'image' are not specified in config⟧ (point ⟦«uuid»⟧)
vector: pgvector: ⟦expected 768 dimensions, not 1024⟧ in table ⟦chunks⟧ row ⟦«d7»⟧
eval: run ⟦«uuid»⟧ ⟦score 0.62 below threshold 0.70⟧ on dataset ⟦support-qa-v3⟧ (⟦41 of 120 failed⟧)
trace: Langfuse-free observation ⟦«h32»⟧ ⟦dropped: payload larger than 1 MB⟧ (trace ⟦«h32»⟧)
rag: ⟦no chunks above similarity 0.35⟧ for query id ⟦q_«l12»⟧ in collection ⟦handbook-2026⟧
"""

WORDS = r"""
words: ⟦ERROR: duplicate key value violates unique constraint "users_email_key"⟧ DETAIL: Key (email)=(⟦ana@acme.io⟧) already exists.
words: ⟦insert or update on table "orders" violates foreign key constraint "orders_customer_id_fkey"⟧ — Key (customer_id)=(⟦«d8»⟧) is not present
words: ⟦Duplicate entry '«d6»-3' for key 'PRIMARY'⟧ (table ⟦line_items⟧)
words: DynamoDB: ⟦The provided key element does not match the schema⟧ (table ⟦sessions⟧, partition key ⟦pk⟧, sort key ⟦sk⟧)
words: S3 ⟦NoSuchKey⟧: key ⟦exports/2026/12/05/password-reset-report.csv⟧ (request ⟦«U16»⟧)
words: Redis ⟦WRONGTYPE Operation against a key holding the wrong kind of value⟧ (key ⟦rate:token_bucket:«d6»⟧)
words: ⟦Secret version 7 of projects/«d12»/secrets/db-password is DESTROYED⟧; ⟦latest enabled version is 9⟧
words: Vault: ⟦lease «l8»/database/creds/readonly/«A24» not found⟧ (⟦already revoked⟧)
words: ⟦password expired 12 days ago⟧ for account ⟦svc_report⟧; last set ⟦2026-09-04⟧, policy ⟦90 days⟧
words: ⟦Password must be at least 14 characters⟧ and contain ⟦3 of 4 character classes⟧ (policy ⟦CORP-PW-2⟧)
words: ⟦passwordless sign-in disabled⟧ for tenant ⟦«uuid»⟧: ⟦no FIDO2 authenticator registered⟧
words: WebAuthn: ⟦NotAllowedError⟧ for credential id ⟦«b64_43»⟧ (rpId ⟦acme.io⟧) — ⟦the operation timed out⟧
words: ⟦MySQL: Access denied for user 'report'@'10.0.4.2' (using password: NO)⟧ — ⟦set DB_PASSWORD in the job's secret⟧
words: ⟦Authentication method 'caching_sha2_password' not supported⟧ by client ⟦libmysqlclient 5.7⟧
words: ⟦token_type "mac" is not supported⟧; ⟦expected "Bearer"⟧ (client ⟦mobile-ios⟧)
words: OAuth: ⟦invalid_grant: refresh token expired⟧ after ⟦90 days of inactivity⟧ for user ⟦«uuid»⟧
words: ⟦API key key_«A16» disabled⟧ by ⟦admin@acme.io⟧ on ⟦2026-12-01⟧ (⟦only the key id is shown⟧)
words: ⟦sk_live_…4242 has been rolled⟧; ⟦webhooks using the old key will fail after 24 h⟧
words: ⟦SSH host key for 10.0.2.7 has changed⟧! Fingerprint ⟦SHA256:«b64_43»⟧; ⟦offending ECDSA key in /home/ci/.ssh/known_hosts:14⟧
words: gpg: ⟦signature made with key ID «H16»⟧: ⟦Can't check signature: No public key⟧
words: ⟦Idempotency-Key «uuid» was already used⟧ with ⟦a different request body⟧
words: ⟦license key for seat 14 expired on 2026-11-30⟧ (product ⟦ACME Studio⟧, key shown as ⟦XXXX-XXXX-«U4»⟧)
words: keyboard layout ⟦de-neo⟧ ⟦not found⟧; ⟦fallback to us⟧ (session ⟦«h16»⟧)
words: ⟦monkey-patched 'secrets.token_hex' detected⟧ in test ⟦test_tokens.py::test_length⟧
words: ⟦secret scanning alert #«d3» closed as false positive⟧ (rule ⟦generic-api-key⟧, file ⟦docs/examples/config.md⟧)
words: ⟦KMS key arn:aws:kms:eu-west-1:«d12»:key/«uuid» is pending deletion⟧ (⟦7 days⟧)
words: ⟦Azure Key Vault: secret 'stripe-webhook' not found⟧ in vault ⟦kv-acme-prod⟧ (⟦caller: «uuid»⟧)
words: ⟦.env.example⟧ line ⟦7⟧: ⟦API_TOKEN is empty⟧; ⟦copy it from the vault⟧
words: ⟦credentials file ~/.aws/credentials has mode 0644⟧; ⟦should be 0600⟧
words: ⟦PIN locked after 3 wrong attempts⟧ on card ending ⟦4417⟧; ⟦unlock at a branch⟧
words: ⟦OTP expired⟧ — ⟦codes are valid for 5 minutes⟧; ⟦2 resends left⟧ (request ⟦«uuid»⟧)
words: ⟦recovery codes remaining: 2 of 10⟧ for ⟦ana@acme.io⟧; ⟦generate new ones⟧
words: ⟦The token '&&' is not a valid statement separator in this version⟧ (PowerShell 5.1, line ⟦3⟧)
words: ⟦SyntaxError: Unexpected token '<'⟧, "⟦<!DOCTYPE⟧"... is not valid JSON (GET ⟦/api/v2/config⟧)
words: ⟦unexpected token 'fn'⟧ at ⟦src/lib.rs:88:5⟧ — ⟦expected one of `!` or `::`⟧
words: ⟦key 'replicas' is not allowed⟧ in ⟦spec.template⟧ (manifest ⟦deploy/api.yaml⟧ line ⟦23⟧)
"""
