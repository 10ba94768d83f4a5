"""Innocent set 63: observability and SRE agents' tool results in set 63's tool shapes with no
secret, public keys, key ids, fingerprints, digests and trace, span and request ids beside
credential words, set 63's languages, and public ids of set 63's vendors.

``AGENT``: Grafana MCP, Sentry MCP, PagerDuty, Opsgenie, Loki ``logcli``, Elasticsearch,
OpenTelemetry collector, ``k9s``, Datadog, Prometheus and Alertmanager output where every
credential is masked, referenced or absent. ``PUBLIC``: public halves and identifiers.
``WORLD``: set 63's languages saying that a password, PIN or code was changed, sent or
expired, without one. ``VENDOR_IDS``: set 63's vendors' public ids (customer ids,
measurement ids, business unit ids, publishable keys, app names, channel keys).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: [tool_result grafana.search_dashboards] ⟦uid «l9»⟧ ⟦title "API latency"⟧ ⟦folder SRE⟧
agent: [tool_result grafana.get_datasource_by_uid] ⟦uid P«H15»⟧ ⟦type prometheus⟧ ⟦basicAuth false⟧ ⟦secureJsonFields: {"basicAuthPassword": true}⟧
agent: [tool_result grafana.query_prometheus] ⟦up{job="checkout"} = 1⟧ ⟦3 series⟧ ⟦step 30s⟧
agent: [tool_result grafana.query_loki_logs] ⟦0 lines⟧ for ⟦{app="checkout"} |= "token"⟧
agent: [tool_result grafana.list_alert_rules] ⟦rule «uuid»⟧ ⟦HighErrorRate⟧ ⟦state firing⟧
agent: [tool_result sentry.get_issue_details] ⟦issue ACME-API-4KQ⟧ ⟦events 212⟧ ⟦users 37⟧ ⟦first seen 2026-12-05⟧
agent: [tool_result sentry.get_issue_details] ⟦event «h32»⟧ ⟦trace «h32»⟧ ⟦release api@«h12»⟧
agent: [tool_result sentry.search_events] ⟦TokenExpiredError⟧ ⟦count 41⟧ ⟦project web⟧ (no values shown)
agent: [tool_result sentry.find_releases] ⟦version 4.18.2⟧ ⟦commit «h40»⟧ ⟦deploys 3⟧
agent: Sentry: ⟦Authorization header: [Filtered]⟧ ⟦Cookie: [Filtered]⟧ (data scrubbing on)
agent: [tool_result pagerduty.get_incident] ⟦id Q«U13»⟧ ⟦status acknowledged⟧ ⟦urgency high⟧ ⟦service PXY«U4»⟧
agent: [tool_result pagerduty.list_oncalls] ⟦schedule P«U6»⟧ ⟦ana.k⟧ until ⟦2026-12-08T09:00Z⟧
agent: PagerDuty: ⟦dedup_key «h32»⟧ ⟦event_action trigger⟧ ⟦routing_key: ****⟧
agent: [tool_result opsgenie.get_alert] ⟦tinyId 8842⟧ ⟦alias «h40»⟧ ⟦priority P3⟧ ⟦acknowledged true⟧
agent: [tool_result opsgenie.list_alert_notes] ⟦"rotated the key, new one is in vault under sre/opsgenie"⟧
agent: Opsgenie: ⟦integration id «uuid»⟧ ⟦type Prometheus⟧ ⟦api key: stored⟧
agent: $ logcli query ⟦'{namespace="shop"} |= "password reset"'⟧ ⟦--limit 20⟧ → ⟦14 lines⟧
agent: logcli: ⟦2026-12-07T01:12:44Z {app="auth"} password reset email sent to user_«d6»⟧
agent: logcli: ⟦Query failed: 401 no org id⟧ (set ⟦--org-id⟧ or ⟦LOKI_ORG_ID⟧)
agent: Elasticsearch: ⟦_id «A20»⟧ ⟦_index nginx-access-2026.12.07⟧ ⟦_score 1.0⟧
agent: Elasticsearch: ⟦"api_key": {"id": "«A20»", "name": "agent-readonly"}⟧ (no secret returned on GET)
agent: Elasticsearch: ⟦cluster_uuid «A22»⟧ ⟦status green⟧ ⟦number_of_nodes 5⟧
agent: otelcol: ⟦Span #3⟧ ⟦Trace ID : «h32»⟧ ⟦Span ID : «h16»⟧ ⟦Parent ID : «h16»⟧
agent: otelcol: ⟦http.request.header.authorization: [REDACTED]⟧ (attributes/redact processor)
agent: otelcol: ⟦Everything is ready. Begin running and processing data.⟧ ⟦build v0.114.0⟧
agent: k9s: ⟦Context: prod-eu⟧ ⟦Cluster: arn:aws:eks:eu-west-1:«d12»:cluster/prod-eu⟧ ⟦K9s Rev: v0.32.7⟧
agent: k9s: ⟦secret/grafana-admin⟧ ⟦Opaque⟧ ⟦DATA 2⟧ ⟦AGE 212d⟧ (values hidden)
agent: k9s: ⟦pod otel-collector-0⟧ ⟦READY 1/1⟧ ⟦RESTARTS 4⟧ ⟦IP 10.42.«d2».«d2»⟧
agent: Datadog agent status: ⟦API Key ending with «h5»: API Key valid⟧
agent: Datadog: ⟦monitor 88231⟧ ⟦"Token expiry in < 7 days"⟧ ⟦state OK⟧
agent: Datadog: ⟦trace_id «d19»⟧ ⟦span_id «d19»⟧ ⟦service checkout⟧
agent: Prometheus: ⟦scrape_pool kubernetes-pods⟧ ⟦target 10.42.3.17:9102⟧ ⟦health up⟧
agent: Alertmanager: ⟦silence «uuid»⟧ ⟦matchers alertname=TokenRotationDue⟧ ⟦expires 2026-12-08⟧
agent: amtool: ⟦receiver oncall-primary⟧ ⟦pagerduty_configs: 1⟧ ⟦routing_key: <secret>⟧
agent: $ rg -n password deploy/ → ⟦deploy/prometheus/values.yaml:41: password_file: /etc/prometheus/scrape.pass⟧
agent: $ git diff → ⟦-  api_key: ${OPSGENIE_API_KEY}⟧ ⟦+  api_key_file: /etc/alertmanager/opsgenie.key⟧
agent: HTTP 200 GET /api/serviceaccounts/14/tokens → ⟦[{"id":31,"name":"mcp-agent","hasExpired":false}]⟧
agent: HTTP 200 GET /api/0/api-tokens/ → ⟦[{"id":"118","scopes":["event:read"],"name":"agent"}]⟧ (tokens not listed)
agent: HTTP 204 DELETE ⟦/api/v2/current_user/application_keys/«uuid»⟧ ⟦key revoked⟧
agent: grafana.ini: ⟦admin_password = $__file{/run/secrets/grafana_admin}⟧
agent: kubectl: ⟦secret "datadog-secret" created⟧ ⟦namespace monitoring⟧
agent: Loki ruler: ⟦rule group "auth-failures"⟧ ⟦expr: sum(count_over_time({app="auth"} |= "invalid token" [5m]))⟧
agent: Sentry release: ⟦sentry-cli releases new «h40»⟧ ⟦--org acme⟧ ⟦--project web⟧
agent: PagerDuty webhook: ⟦X-PagerDuty-Signature: v1=«h64»⟧ verified ⟦ok⟧
agent: Grafana: ⟦user «d4»⟧ ⟦login ana.k⟧ ⟦password last changed 2026-11-30⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«A43»⟧ ⟦deploy@grafana-01⟧
public: ⟦SHA256:«b64_43»⟧ key fingerprint for ⟦ana.k@acme.io⟧
public: ⟦-----BEGIN PUBLIC KEY-----⟧ ⟦MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«b64_60»⟧
public: ⟦kid «A22»⟧ ⟦alg ES256⟧ in ⟦/.well-known/jwks.json⟧
public: ⟦sha256:«h64»⟧ image digest of ⟦otel/opentelemetry-collector-contrib:0.114.0⟧
public: ⟦commit «h40»⟧ ⟦fix: rotate token only after expiry⟧
public: ⟦GPG key ID «H16»⟧ ⟦signed tag v4.18.2⟧
public: ⟦Sentry DSN public key «h32»⟧ (the DSN is meant for the browser)
public: ⟦GA4 measurement id G-«U10»⟧ (public, in the page's gtag snippet)
public: ⟦Smile.io channel_key channel_«A10»⟧ (public, in Smile UI init)
public: ⟦Dub publishable key dub_pk_«A24»⟧ (safe in frontend code)
public: ⟦Short.io public key pk_«A16»⟧ (can only create links)
public: ⟦Airbridge app name acmeshop⟧ ⟦Web SDK token «h32»⟧ (client-side, public)
public: ⟦Datadog RUM client token pub«h32»⟧ (public, browser SDK)
public: ⟦Microsoft Advertising sandbox developer token BBD37VB98⟧ (universal, documented)
public: ⟦Pardot business unit id 0Uv«A15»⟧
public: ⟦Amazon Ads client id amzn1.application-oa2-client.«h32»⟧
public: ⟦Google OAuth client id «d12»-«l32».apps.googleusercontent.com⟧
public: ⟦x-request-id «uuid»⟧ ⟦traceparent 00-«h32»-«h16»-01⟧
public: ⟦ETag "«h32»"⟧ ⟦Cache-Control max-age=60⟧
public: ⟦OIDC issuer https://identity.sproutsocial.com/oauth2/«uuid»⟧
public: ⟦JWKS n modulus «b64_86»⟧ ⟦e AQAB⟧
public: ⟦Sailthru api_key «h32»⟧ (the account id half; the secret signs)
public: ⟦mParticle workspace key us1-«h32»⟧ (identifier; the secret is separate)
public: ⟦Grafana service account sa-«d2»-mcp-agent⟧ ⟦role Viewer⟧
public: ⟦PagerDuty service id P«U6»⟧ ⟦escalation policy P«U6»⟧
public: ⟦Opsgenie alert alias «h40»⟧
public: ⟦Elasticsearch api_key id «A20»⟧ ⟦name agent-readonly⟧
public: ⟦TLS cert serial «H32»⟧ ⟦CN=otlp.acme-obs.io⟧ ⟦valid to 2027-03-01⟧
public: ⟦webhook signature header X-Hub-Signature-256: sha256=«h64»⟧
"""

WORLD = r"""
world: ⟦Hasło zostało zmienione⟧ ⟦7 grudnia 2026⟧ — jeśli to nie Ty, skontaktuj się z nami.
world: ⟦Kod PIN wysłaliśmy SMS-em⟧ na numer ⟦+48 *** *** 412⟧
world: ⟦Vaše heslo vypršelo⟧ — ⟦změňte ho do 3 dnů⟧
world: ⟦Obnovovací kódy byly vygenerovány znovu⟧ ⟦staré kódy již neplatí⟧
world: ⟦Heslo bolo úspešne zmenené⟧ ⟦prihlásenie z Bratislavy⟧
world: ⟦Geslo je bilo ponastavljeno⟧ ⟦ob 14:32⟧
world: ⟦Lozinka je promijenjena⟧ ⟦uređaj: Firefox na Linuxu⟧
world: ⟦Лозинка је успешно промењена⟧ ⟦7. децембар 2026.⟧
world: ⟦Паролата ви изтече⟧ — ⟦сменете я при следващо влизане⟧
world: ⟦Пароль змінено⟧ ⟦Київ, Chrome⟧ — якщо це були не ви, зверніться до підтримки.
world: ⟦Код відновлення використано⟧ ⟦залишилося 7 кодів⟧
world: ⟦Пароль быў зменены⟧ ⟦Мінск⟧
world: ⟦Ваш пароль истёк⟧ ⟦смените его в личном кабинете⟧
world: ⟦Ключ API отозван⟧ ⟦создан 2026-03-01⟧ ⟦последнее использование 2026-12-06⟧
world: ⟦Slaptažodis pakeistas⟧ ⟦Vilnius, 2026-12-07⟧
world: ⟦Parole ir nomainīta⟧ ⟦Rīga⟧
world: ⟦A jelszavad megváltozott⟧ ⟦Budapest, Safari⟧
world: ⟦A PIN-kódot SMS-ben elküldtük⟧ ⟦+36 ** *** 1204⟧
world: ⟦Parola a fost schimbată⟧ ⟦Cluj-Napoca⟧
world: ⟦Şifreniz değiştirildi⟧ ⟦İstanbul, 7 Aralık 2026⟧
world: ⟦Kurtarma kodlarınız yenilendi⟧ ⟦eski kodlar geçersiz⟧
world: ⟦Şifrəniz dəyişdirildi⟧ ⟦Bakı⟧
world: ⟦Құпиясөз өзгертілді⟧ ⟦Алматы⟧
world: ⟦Qūpiasöz özgertıldı⟧ ⟦Astana⟧
world: ⟦Parolingiz o'zgartirildi⟧ ⟦Toshkent⟧
world: ⟦Серсүзегез үзгәртелде⟧ ⟦Казан⟧
world: ⟦Сырсөзүңүз өзгөртүлдү⟧ ⟦Бишкек⟧
world: ⟦Açar sözüňiz üýtgedildi⟧ ⟦Aşgabat⟧
world: ⟦Parolüñiz deñiştirildi⟧ ⟦Aqmescit⟧
world: ⟦PIN-ul a expirat⟧ ⟦solicitați unul nou la bancomat⟧
"""

VENDOR_IDS = r"""
vendor-ids: Google Ads ⟦customer id 731-552-4096⟧ ⟦login-customer-id 7315524096⟧ ⟦request-id «A22»⟧
vendor-ids: Google Ads ⟦campaign «d11»⟧ ⟦ad group «d11»⟧ ⟦conversion action «d9»⟧
vendor-ids: Pardot ⟦prospect 8812⟧ ⟦business unit 0Uv«A15»⟧ ⟦campaign «d5»⟧
vendor-ids: Constant Contact ⟦list_id «uuid»⟧ ⟦contact_id «uuid»⟧
vendor-ids: Campaign Monitor ⟦ClientID «h32»⟧ ⟦ListID «h32»⟧ ⟦CampaignID «h32»⟧
vendor-ids: Sailthru ⟦blast_id «d8»⟧ ⟦template "welcome-pl"⟧ ⟦list "newsletter"⟧
vendor-ids: Attentive ⟦subscriber «d10»⟧ ⟦sign-up unit «d6»⟧
vendor-ids: Amazon Ads ⟦profileId 3194485092155114⟧ ⟦campaignId «d15»⟧ ⟦adGroupId «d15»⟧
vendor-ids: Microsoft Advertising ⟦CustomerId 25118002⟧ ⟦AccountId 180043562⟧ ⟦TrackingId «uuid»⟧
vendor-ids: mParticle ⟦mpid -«d19»⟧ ⟦batch_id «d19»⟧ ⟦source_request_id «uuid»⟧
vendor-ids: GA4 ⟦property 318842211⟧ ⟦data stream 4471102983⟧ ⟦client_id «d10».«d10»⟧
vendor-ids: Snapchat ⟦ad account «uuid»⟧ ⟦pixel id «uuid»⟧
vendor-ids: Eloqua ⟦site id 42⟧ ⟦contact «d6»⟧ ⟦email asset «d5»⟧
vendor-ids: Smile.io ⟦customer 304169228⟧ ⟦SmileCustomer:304169228⟧ ⟦points_transaction «d9»⟧
vendor-ids: Dub ⟦link_«A24»⟧ ⟦workspace ws_«A24»⟧ ⟦short link go.acme.io/spring⟧
vendor-ids: Short.io ⟦link id lnk_«A16»⟧ ⟦domain_id «d6»⟧
vendor-ids: Metricool ⟦blogId 2941188⟧ ⟦userId 1733905⟧ ⟦post «d9»⟧
vendor-ids: Airbridge ⟦app acmeshop⟧ ⟦tracking link «A8»⟧ ⟦event «uuid»⟧
vendor-ids: Responsys ⟦riid «d10»⟧ ⟦folder "!MasterData"⟧ ⟦list CONTACTS_LIST⟧
vendor-ids: Reply.io ⟦campaign «d6»⟧ ⟦person «d8»⟧
vendor-ids: Moltin ⟦product «uuid»⟧ ⟦cart cart_«l12»⟧ ⟦order «uuid»⟧
vendor-ids: Acoustic ⟦database 811203⟧ ⟦recipient id «d12»⟧ ⟦mailing «d8»⟧
vendor-ids: Sprout Social ⟦customer 1837462⟧ ⟦profile «d7»⟧ ⟦guid fbpage-«d15»⟧
vendor-ids: Talon.One ⟦application 41⟧ ⟦campaign 1188⟧ ⟦session sess_8841⟧ ⟦coupon SPRING-«U6»⟧
vendor-ids: Drip ⟦account 9920331⟧ ⟦subscriber «l20»⟧
vendor-ids: Brandwatch ⟦project «d10»⟧ ⟦query «d10»⟧ ⟦mention «d18»⟧
vendor-ids: Linktree ⟦profile linktr.ee/acme⟧ ⟦link «d9»⟧ ⟦clicks 4,211⟧
vendor-ids: Triple Whale ⟦shop acme-store.myshop.example⟧ ⟦report «uuid»⟧
vendor-ids: Grafana ⟦org 1⟧ ⟦dashboard uid «l9»⟧ ⟦panel 4⟧ ⟦datasource P«H15»⟧
vendor-ids: Sentry ⟦org acme⟧ ⟦project id 4507«d12»⟧ ⟦issue ACME-API-4KQ⟧
"""
