"""Held-out set 63: tool results of observability and SRE agents, as the agent's tools return
them (MCP tool results, CLI output, query results and collector logs).

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of
these matched: a Sentry MCP session (``get_issue_details``, ``search_events``,
``get_event_attachment``, an ``@sentry/mcp-server`` client config), a Grafana MCP session
(``get_datasource_by_uid``, ``query_loki_logs``, ``list_contact_points``, an ``mcp-grafana``
client config), a Datadog MCP ``get_logs`` result, PagerDuty's ``list_incident_notes``,
Opsgenie's ``get_alert_details``, Loki's ``logcli query`` and ``logcli series``, a
``loki-canary`` container env, ``k9s`` (its plugins file, its log view and its decoded
secrets view), ``otelcol-contrib validate``, a Kibana saved-objects export, an
Elasticsearch ``_cat/nodes`` call under ``set -x`` and a Datadog ``application_keys``
response. These matched one to eight earlier files and are used in other shapes:
``execute_query`` (a Prometheus MCP result), ``get_monitor`` (a Datadog MCP result),
``promtool check``, ``elasticsearch-keystore``, a PagerDuty ``integration_key`` and Grafana
``serviceaccounts``; Grafana, Prometheus, Datadog, PagerDuty, Opsgenie, Elasticsearch and the
OpenTelemetry collector were named by earlier sets (as vendors or files), here they appear
as the agent's tool results. Written as each tool prints its output (remembered, not
copied, so padding and field order may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 grafana mcp search ¦ scenario 1 step 1: Grafana MCP search_dashboards then get_dashboard_by_uid, a panel's link with a token ¦ glsa_{A32}_{h8} ¦ [tool_result grafana.get_dashboard_by_uid uid=api-latency]\n{"dashboard":{"title":"API latency","panels":[{"id":4,"type":"timeseries","links":[{"title":"raw","url":"https://grafana.acme.io/api/ds/query?token={t}"}]}]}}
s1 grafana mcp datasource ¦ scenario 1 step 2: Grafana MCP get_datasource_by_uid, a legacy password field in jsonData ¦ {p} ¦ [tool_result grafana.get_datasource_by_uid uid=P8E80F9AEF21F6940]\n{"name":"clickhouse-prod","type":"grafana-clickhouse-datasource","url":"clickhouse.internal:9000","basicAuth":true,"basicAuthUser":"grafana_ro","jsonData":{"defaultDatabase":"events","password":"{t}"}}
s1 grafana mcp loki ¦ scenario 1 step 3: Grafana MCP query_loki_logs result, a log line carrying a bearer token ¦ {A40} ¦ [tool_result grafana.query_loki_logs query={app="checkout"} |= "401"]\n[{"timestamp":"1796536812000000000","labels":{"app":"checkout","pod":"checkout-5d8f7-x2k9p"},"line":"upstream 401 from payments: Authorization=Bearer {t} path=/v2/charges"}]
s2 sentry issue ¦ scenario 2 step 1: Sentry MCP get_issue_details, the event's request headers ¦ {A48} ¦ [tool_result sentry.get_issue_details issueId=ACME-API-4KQ]\n**Request**: POST https://api.acme.io/v1/webhooks/stripe\n**Headers**:\n- Content-Type: application/json\n- X-Internal-Token: {t}\n**Exception**: SignatureVerificationError: No signatures found matching the expected signature
s2 sentry breadcrumbs ¦ scenario 2 step 2: Sentry MCP get_issue_details, breadcrumbs with an HTTP call's query ¦ {h40} ¦ **Breadcrumbs**:\n| time | category | message |\n| 22:01:14 | http | GET https://api.mailer.acme.io/v3/lists?apikey={t} [401] |\n| 22:01:15 | log | retrying in 2s |
s2 sentry search ¦ scenario 2 step 3: Sentry MCP search_events, an event's extra context with a DSN-style URL ¦ {p} ¦ [tool_result sentry.search_events naturalLanguageQuery="database connection errors last 24h"]\nFound 3 events:\n1. OperationalError: could not connect to server (extra.db_url=postgresql://reporting:{t}@pg-replica.internal:5432/analytics) — 14 events
s3 pagerduty incident ¦ scenario 3 step 1: PagerDuty incident details, the alert body with a webhook URL ¦ {A40} ¦ [tool_result pagerduty.get_incident id=Q2V7K9ZR8T1L0M]\ntitle: [FIRING:1] KafkaConsumerLag orders-consumer\nalert body:\n  annotations.runbook: https://runbooks.acme.io/kafka-lag\n  annotations.notify: https://hooks.acme.io/alert/{t}
s3 pagerduty logs ¦ scenario 3 step 2: PagerDuty incident log entries, a trigger entry quoting a command ¦ {p} ¦ [tool_result pagerduty.list_incident_log_entries id=Q2V7K9ZR8T1L0M]\n- trigger_log_entry 22:04Z via Events API v2: "kafka-consumer-groups.sh --bootstrap-server kafka:9093 --command-config <(echo 'sasl.jaas.config=... password=\"{t}\";') --describe --group orders"
s3 pagerduty notes ¦ scenario 3 step 3: PagerDuty incident notes, a responder pasting a credential ¦ {A32} ¦ [tool_result pagerduty.list_incident_notes id=Q2V7K9ZR8T1L0M]\n- 22:19Z ana.k: rotated the consumer creds, new SASL secret is {t} (will move to vault tomorrow)\n- 22:25Z bot: lag recovered below threshold
s4 opsgenie alert ¦ scenario 4 step 1: Opsgenie get alert, the description ¦ {A40} ¦ [tool_result opsgenie.get_alert tinyId=8841]\nmessage: Backup job failed on db-backup-02\ndescription: restic: Fatal: wrong password or no key found (RESTIC_PASSWORD={t})\npriority: P2
s4 opsgenie details ¦ scenario 4 step 2: Opsgenie alert details (extra properties) ¦ {u40} ¦ [tool_result opsgenie.get_alert_details tinyId=8841]\n{"details":{"host":"db-backup-02","job":"restic-nightly","s3_endpoint":"https://s3.acme.io","aws_secret_access_key":"{t}"}}
s4 opsgenie notes ¦ scenario 4 step 3: Opsgenie alert notes ¦ {p} ¦ [tool_result opsgenie.list_alert_notes tinyId=8841]\n- "Manually ran: restic -r s3:s3.acme.io/backups --password-command 'echo {t}' snapshots" (owner: oncall-dba)
s5 logcli query ¦ scenario 5 step 1: logcli query output, a line logging a session cookie ¦ {u43} ¦ $ logcli query '{namespace="shop"} |= "Set-Cookie"' --limit 2 --since 1h\n2026-12-07T01:12:44Z {app="storefront", pod="storefront-7c9-q2"} Set-Cookie: shop_session={t}; Path=/; HttpOnly; Secure
s5 es search hit ¦ scenario 5 step 2: an Elasticsearch _search hit with a captured header ¦ {b60} ¦ $ curl -s 'localhost:9200/nginx-access-*/_search?q=status:401&size=1' | jq '.hits.hits[0]._source'\n{"@timestamp":"2026-12-07T01:10:02Z","request":"GET /admin/export","http":{"authorization":"Basic {t}"},"status":401}
s5 es apikey ¦ scenario 5 step 3: Elasticsearch create API key response ¦ {u22} ¦ POST /_security/api_key {"name":"agent-readonly"}\n{"id":"VuaCfGcBCdbkQm-e5aOx","name":"agent-readonly","api_key":"{t}","encoded":"…"}
s6 otel debug ¦ scenario 6 step 1: OpenTelemetry collector debug exporter, a span attribute with a header ¦ {A36} ¦ 2026-12-07T01:20:11.412Z info ResourceSpans #0\nSpan #3\n    Name           : POST /v1/charges\n    Attributes:\n         -> http.request.header.authorization: Slice(["Bearer {t}"])\n         -> http.response.status_code: Int(402)
s6 otel config ¦ scenario 6 step 2: otelcol print of an exporter's headers at startup ¦ {h32} ¦ 2026-12-07T01:20:09.001Z info exporter@v0.114.0/exporter.go:281 Starting exporter {"kind":"exporter","name":"otlphttp/vendor","endpoint":"https://otlp.acme-obs.io","headers":{"api-key":"{t}"}}
s6 k9s logs ¦ scenario 6 step 3: k9s log view of the collector pod, saved with :save ¦ {p} ¦ <logs> otel/otel-collector-0:otelcol ─── Autoscroll:On FullScreen:Off Timestamps:Off Wrap:Off ───\nError: cannot start pipelines: failed to connect to clickhouse://otel:{t}@clickhouse.otel.svc:9000/otel
"""

SINGLES = r"""
k9s config ¦ cat of a k9s config.yaml with a cluster's token in a plugin ¦ {A40} ¦ $ cat ~/.config/k9s/plugins.yaml\nplugins:\n  argo-sync:\n    shortCut: Shift-A\n    command: bash\n    args: [-c, "argocd app sync $NAME --auth-token {t}"]
k9s kubeconfig ¦ k9s :ctx reading a kubeconfig user token (kubectl config view --raw) ¦ {u64} ¦ $ kubectl config view --raw -o jsonpath='{.users[?(@.name=="k9s-ro")].user.token}'\n{t}
datadog yaml ¦ grep of datadog.yaml on a host ¦ {h32} ¦ $ grep -n api_key /etc/datadog-agent/datadog.yaml\n4:api_key: {t}\n12:# app_key: (unset)
datadog app key ¦ an HTTP tool response creating a Datadog application key ¦ {h40} ¦ HTTP 201 POST /api/v2/current_user/application_keys\n{"data":{"type":"application_keys","id":"2d9f7e1c-4b3a-4c5d-9e8f-7a6b5c4d3e2f","attributes":{"name":"agent-ro","key":"{t}"}}}
prometheus basic auth ¦ rg over prometheus.yml scrape configs ¦ {p} ¦ $ rg -n -A2 basic_auth deploy/prometheus/prometheus.yml\n41:    basic_auth:\n42-      username: scraper\n43-      password: {t}
alertmanager pagerduty ¦ cat of alertmanager.yml with a PagerDuty routing key ¦ {h32} ¦ receivers:\n- name: oncall-primary\n  pagerduty_configs:\n  - routing_key: {t}\n    severity: '{{ .CommonLabels.severity }}'
alertmanager opsgenie ¦ git diff adding an Opsgenie API key to alertmanager.yml ¦ {uuid} ¦ $ git diff -- alertmanager/alertmanager.yml\n+  opsgenie_configs:\n+  - api_key: {t}\n+    api_url: https://api.eu.opsgenie.com/
grafana ini ¦ grep of grafana.ini ¦ {p} ¦ $ grep -A3 '^\[security\]' /etc/grafana/grafana.ini\n[security]\nadmin_user = admin\nadmin_password = {t}
grafana sa mint ¦ an HTTP tool response minting a Grafana service account token ¦ glsa_{A32}_{h8} ¦ HTTP 200 POST /api/serviceaccounts/14/tokens\n{"id":31,"name":"mcp-agent","key":"{t}"}
sentry token mint ¦ an HTTP tool response creating a Sentry user auth token ¦ sntryu_{h64} ¦ HTTP 201 POST /api/0/api-tokens/\n{"id":"118","scopes":["event:read","project:read"],"token":"{t}","dateCreated":"2026-12-07T01:22:10Z"}
promtail config ¦ cat of a promtail config pushing to Loki with basic auth ¦ {A40} ¦ clients:\n  - url: https://logs-prod-eu-west-0.grafana.net/loki/api/v1/push\n    basic_auth:\n      username: 884213\n      password: {t}
pagerduty api key ¦ an HTTP tool response creating a PagerDuty REST API key (remembered shape) ¦ u+{u18} ¦ HTTP 201 POST /api_keys\n{"api_key":{"id":"PK3W9Z1","description":"sre-agent","key":"{t}","read_only":true}}
otel collector env ¦ kubectl describe of the collector pod env ¦ {h40} ¦ $ kubectl -n otel describe pod otel-collector-0 | grep -A4 Environment\n    Environment:\n      DD_API_KEY:   {t}\n      GOMEMLIMIT:   1600MiB
grafana contact point ¦ Grafana MCP list_contact_points, a Slack webhook URL in settings ¦ {A24} ¦ [tool_result grafana.list_contact_points]\n[{"uid":"dfe9a1b2c","name":"sre-slack","type":"slack","settings":{"url":"https://hooks.slack.com/services/T01ACME/B07SRE/{t}","recipient":"#sre-alerts"}}]
datadog mcp logs ¦ Datadog MCP get_logs result, a log message with a DSN ¦ {p} ¦ [tool_result datadog.get_logs query="service:billing status:error"]\n- 01:14:02 billing-7f9 ERROR could not connect: mysql://billing:{t}@mysql-primary.internal:3306/billing
prometheus mcp query ¦ Prometheus MCP execute_query result, a label value carrying a token ¦ {A36} ¦ [tool_result prometheus.execute_query query=probe_success{job="blackbox"}==0]\n{"resultType":"vector","result":[{"metric":{"instance":"https://status.acme.io/health?key={t}","job":"blackbox"},"value":[1796536800,"0"]}]}
k9s secret decode ¦ k9s secrets view with x (decode) pressed, the decoded values ¦ {p} ¦ <secret> monitoring/grafana-admin ─── decoded ───\nadmin-password: {t}\nadmin-user: admin
logcli series ¦ logcli series output, a label holding a pasted key ¦ {h40} ¦ $ logcli series '{job="ingest"}' --since 24h\n{app="ingest", job="ingest", tenant_key="{t}"}\n{app="ingest", job="ingest", tenant_key="none"}
promtool check ¦ promtool check config echoing a bad URL with credentials ¦ {p} ¦ $ promtool check config prometheus.yml\nChecking prometheus.yml\n  FAILED: parsing YAML file prometheus.yml: "https://remote:{t}@mimir.acme.io/api/v1/push" is not a valid URL: userinfo is not allowed in remote_write url
otelcol validate ¦ otelcol validate printing a rendered exporter config ¦ {A40} ¦ $ otelcol-contrib validate --config=/etc/otelcol/config.yaml\nError: invalid configuration: exporters::otlphttp/honey: headers: x-honeycomb-team={t}: endpoint must be set
opsgenie integration ¦ an HTTP tool response creating an Opsgenie API integration ¦ {uuid} ¦ HTTP 201 POST /v2/integrations\n{"data":{"id":"a7b3c1d2-0e4f-4a5b-9c6d-7e8f9a0b1c2d","name":"sre-agent","type":"API","apiKey":"{t}"},"took":0.21}
pagerduty service integration ¦ an HTTP tool response adding an Events API v2 integration to a PagerDuty service ¦ {h32} ¦ HTTP 201 POST /services/PXY7Q2K/integrations\n{"integration":{"id":"P3LK9TZ","type":"events_api_v2_inbound_integration","integration_key":"{t}"}}
sentry event attachment ¦ Sentry MCP get_event_attachment, a captured .env attachment ¦ {A48} ¦ [tool_result sentry.get_event_attachment name=.env.production]\nNODE_ENV=production\nSTRIPE_SECRET_KEY=rk_live_{t}
kibana saved object ¦ an Elasticsearch/Kibana saved-objects export line with a connector secret ¦ {A40} ¦ {"type":"action","id":"webhook-sre","attributes":{"actionTypeId":".webhook","config":{"url":"https://hooks.acme.io/kibana"},"secrets":{"password":"{t}"}}}
datadog monitor json ¦ Datadog MCP get_monitor result, a webhook URL in the message ¦ {A32} ¦ [tool_result datadog.get_monitor id=88231]\n{"name":"Checkout 5xx","message":"@webhook-sre https://hooks.acme.io/dd?token={t} {{#is_alert}}paging{{/is_alert}}"}
es cat nodes curl ¦ a curl to Elasticsearch with the user and password on the command line, echoed by set -x ¦ {p} ¦ + curl -s -u elastic:{t} 'https://es-prod.internal:9200/_cat/nodes?v'\ncurl: (60) SSL certificate problem: unable to get local issuer certificate
loki canary env ¦ docker inspect of the loki-canary container env ¦ {A40} ¦ $ docker inspect loki-canary --format '{{json .Config.Env}}'\n["LOKI_ADDR=https://logs.acme.io","LOKI_USER=884213","LOKI_PASS={t}"]
grafana mcp env ¦ an MCP client config for mcp-grafana with the service account token inline ¦ glsa_{A32}_{h8} ¦ {"mcpServers":{"grafana":{"command":"mcp-grafana","env":{"GRAFANA_URL":"https://grafana.acme.io","GRAFANA_SERVICE_ACCOUNT_TOKEN":"{t}"}}}}
sentry mcp env ¦ an MCP client config for the Sentry MCP server with an auth token ¦ sntrys_{u120} ¦ [mcp_servers.sentry]\ncommand = "npx"\nargs = ["@sentry/mcp-server", "--access-token={t}", "--host=sentry.acme.io"]
es keystore ¦ elasticsearch-keystore show output ¦ {p} ¦ $ bin/elasticsearch-keystore show xpack.notification.email.account.work.smtp.secure_password\n{t}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS, raises="note"),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="args"),
    ]
