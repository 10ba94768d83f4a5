"""Innocent set 36: coding-agent output with no secret, public ids beside credential words,
set 36's languages and public ids of set 36's vendors.

``AGENT``: the tool shapes set 36's secrets used, holding nothing secret: Cline's XML tool
calls and ``[execute_command for …] Result:`` replies, Roo Code's numbered ``read_file``
results and ``use_mcp_tool``, Claude Code's ``⏺ Read`` / ``⏺ Grep`` / ``⏺ Bash`` with ``⎿``,
Codex CLI's ``codex exec`` log and ``function_call_output`` items, Windsurf Cascade's
terminal blocks, Amazon Q Developer CLI's tool lines and Cody's @-mentions, with versions,
counts, hashes of commits and key names only. ``PUBLIC``: values public by design beside
credential words (key ids, fingerprints, digests, public keys, certificate serials, build,
trace and span ids). ``WORLD``: set 36's words for recovery codes, passphrases, PINs,
passwords, API keys and tokens next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 36's vendors (link ids, workspace ids, resource ids, site
keys, schedule names, tournament ids, markers, station ids, settings ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦[execute_command for 'php artisan --version'] Result:⟧\n⟦Command executed.⟧\n⟦Output:⟧\n⟦Laravel Framework 10.48.4⟧
agent: ⟦[execute_command for 'grep -c DB_PASSWORD polr/.env'] Result:⟧\n⟦Output:⟧\n⟦1⟧
agent: ⟦<execute_command>⟧\n⟦<command>docker compose ps hoppscotch</command>⟧\n⟦</execute_command>⟧
agent: ⟦[search_files for 'ENCRYPTION_KEY' in 'pocket-id'] Result:⟧\n⟦Found 0 results.⟧
agent: ⟦[list_files for 'deploy/keys'] Result:⟧\n⟦README.md⟧\n⟦known_hosts⟧
agent: ⟦[read_file for 'tinyauth/README.md'] Result:⟧\n⟦1 | # Tinyauth⟧\n⟦2 | Set SECRET to 32 random characters.⟧
agent: ⟦[read_file for 'speedtest/docker-compose.yml'] Result:⟧\n⟦ 9 |       - APP_KEY=${APP_KEY}⟧
agent: ⟦<use_mcp_tool>⟧ ⟦<server_name>postgres</server_name>⟧ ⟦<tool_name>query</tool_name>⟧
agent: ⟦[use_mcp_tool for 'postgres'] Result:⟧\n⟦[{"count": 4120}]⟧
agent: ⟦[use_mcp_tool for 'github'] Result:⟧\n⟦{"installation_id": «d8», "repositories": 12}⟧
agent: ⟦⏺ Read(wakapi/config.yml)⟧\n  ⟦⎿  Read 42 lines⟧
agent: ⟦⏺ Grep(pattern: "NOMINATIM_PASSWORD", path: "nominatim")⟧\n  ⟦⎿  Found 0 lines⟧
agent: ⟦⏺ Bash(git log --oneline -1)⟧\n  ⟦⎿  «h7» klipper: bump moonraker to v0.9.3⟧
agent: ⟦⏺ Bash(ls ~/printer_data)⟧\n  ⟦⎿  config  gcodes  logs  moonraker.secrets⟧
agent: ⟦     1→security:⟧\n⟦     2→  password_salt: ${WAKAPI_PASSWORD_SALT}⟧
agent: ⟦[2026-12-06T12:41:02] exec bash -lc 'dig @127.0.0.1 acme.home' in /home/dev/infra⟧\n⟦succeeded in 31ms⟧
agent: ⟦[2026-12-06T12:41:05] bash -lc 'pytest -q' succeeded in 8.4s:⟧\n⟦212 passed, 3 skipped⟧
agent: ⟦{"type":"function_call_output","call_id":"call_«A4»"⟧,⟦"output":"{\"output\":\"rustdesk-server 1.1.14\",\"metadata\":{\"exit_code\":0}}"}⟧
agent: ⟦*** Begin Patch⟧\n⟦*** Update File: config/wakapi.yml⟧\n⟦-  insecure_cookies: true⟧\n⟦+  insecure_cookies: false⟧\n⟦*** End Patch⟧
agent: ⟦Cascade ran terminal command⟧\n⟦~/helpy $ bundle exec rails -v⟧\n⟦Rails 7.1.3⟧\n⟦Exit code 0⟧
agent: ⟦Cascade ran terminal command⟧\n⟦~/peppermint $ docker compose ps⟧\n⟦peppermint   Up 3 hours (healthy)⟧
agent: ⟦Memory created: "Staging deploys go through .github/workflows/deploy.yml"⟧
agent: ⟦🛠️  Using tool: execute_bash (trusted)⟧\n⟦ ● Completed in 0.21s⟧
agent: ⟦🛠️  Using tool: fs_read (trusted)⟧\n⟦ ● Reading file: /srv/documenso/package.json, all lines⟧
agent: ⟦> Documenso 1.9.0 needs NEXTAUTH_SECRET set⟧; ⟦it is currently empty⟧
agent: ⟦Cody ▸ Context: @polr/app/Http/Kernel.php (lines 1-40)⟧
agent: ⟦Cody: the API key is read from env('POLR_API_KEY')⟧ ⟦in config/app.php line 88⟧
agent: ⟦{"type":"match","data":{"path":{"text":"rustdesk/RustDesk2.toml"}⟧,⟦"line_number":3}⟧
agent: ⟦$ git grep -n -c SECRET -- deploy/⟧\n⟦deploy/tinyauth.yml:1⟧
agent: ⟦HTTP 200 GET /api/v1/users/current/api-keys⟧\n⟦[{"name":"ci","read_only":false,"created":"2026-11-30"}]⟧
agent: ⟦HTTP 200 GET /api/v1/tokens⟧\n⟦[{"id":12,"name":"zapier","expiresAt":null}]⟧
agent: ⟦HTTP 200 GET /api/oidc/clients/«h4»⟧\n⟦{"name":"grafana","hasSecret":true}⟧
agent: ⟦[execute_command for 'icecast2 -v'] Result:⟧\n⟦Command executed.⟧\n⟦Output:⟧\n⟦Icecast 2.4.4⟧
agent: ⟦[read_file for 'azuracast/azuracast.env'] Result:⟧\n⟦MYSQL_PASSWORD=${MYSQL_PASSWORD}⟧\n⟦MYSQL_RANDOM_ROOT_PASSWORD=yes⟧
agent: ⟦[search_files for 'localclient' in '.config/deluge'] Result:⟧\n⟦Found 0 results.⟧
agent: ⟦[execute_command for 'mopidy --version'] Result:⟧\n⟦Command executed in terminal within working directory '/home/pi'. Exit code: 0⟧\n⟦Mopidy 3.4.2⟧
agent: ⟦⏺ Bash(sqlite3 maintainerr.sqlite "select count(*) from collection")⟧\n  ⟦⎿  14⟧
agent: ⟦⏺ Grep(pattern: "REDLIB_", path: ".", output_mode: "count")⟧\n  ⟦⎿  .env: 4⟧
agent: ⟦[2026-12-06T12:44:10] bash -lc 'docker compose pull rimgo' succeeded in 2.9s⟧
agent: ⟦{"type":"function_call_output","call_id":"call_«A4»"⟧,⟦"output":"{\"output\":\"chibisafe 6.5.5\",\"metadata\":{\"exit_code\":0}}"}⟧
agent: ⟦Cascade ran terminal command⟧\n⟦~/opengist $ ./opengist --version⟧\n⟦Opengist v1.10.0⟧\n⟦Exit code 0⟧
agent: ⟦🛠️  Using tool: execute_bash (trusted)⟧\n⟦ ● I will run the following shell command: docker exec ryot ryot --version⟧\n⟦ryot 8.2.1⟧
agent: ⟦Cody: Applied edit to breezewiki/config.ini⟧\n⟦- feedback_password =⟧\n⟦+ feedback_password = ${BREEZEWIKI_FEEDBACK}⟧
agent: ⟦HTTP 200 GET /api/frontend/account/api-keys⟧\n⟦[{"id":"«h16»","comment":"n8n"}]⟧ ⟦(identifier only)⟧
agent: ⟦HTTP 200 GET /settings/access-tokens⟧\n⟦[{"name":"ci","scopes":["read:gist"],"last_used":"2026-12-05"}]⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Documenso release signing key⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦rmm.acme.io⟧
public: ⟦RustDesk public key id_ed25519.pub⟧ ⟦(shared with clients, not secret)⟧
public: ⟦key id «U10»⟧ ⟦created 2026-11-02⟧ ⟦(secret shown once)⟧
public: ⟦sha256 «h64»⟧ ⟦wakapi_2.12.3_linux_amd64.tar.gz⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ for ⟦POST /api/v2/orders⟧
public: ⟦build «d6»⟧ ⟦commit «h40»⟧ ⟦token scopes: read⟧
public: ⟦certificate serial «H32»⟧ ⟦CN=auth.acme.home⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg RS256⟧ ⟦(public signing key)⟧
public: ⟦api key prefix «l8»⟧ ⟦last used 2026-12-05⟧
public: ⟦Stripe publishable key pk_test_⟧ ⟦is meant for the browser⟧
public: ⟦X-Request-Id: «uuid»⟧ ⟦status 401⟧
public: ⟦etag "«h32»"⟧ ⟦for /api/spins⟧
public: ⟦OIDC client_id «l20»⟧ ⟦redirect https://grafana.acme.io/login⟧
public: ⟦webhook id «d9»⟧ ⟦signature header X-Hub-Signature-256⟧
public: ⟦docker image digest sha256:«h64»⟧ ⟦for ghcr.io/pocket-id/pocket-id:v1.6⟧
public: ⟦age recipient age1«l58»⟧ ⟦(public key)⟧
public: ⟦minisign key id «H16»⟧ for ⟦Codex CLI releases⟧
public: ⟦npm integrity sha512-«b64_86»==⟧
public: ⟦secret name db-password⟧ ⟦version 7⟧ ⟦updated 2026-11-28⟧
public: ⟦token id tok_«l12»⟧ ⟦revoked 2026-12-01⟧
public: ⟦PGP key 0x«H16»⟧ ⟦on keys.openpgp.org⟧
public: ⟦AzuraCast API key identifier «h16»⟧ ⟦(the part before the colon is an id)⟧
public: ⟦Icecast mount /live.mp3⟧ ⟦listeners 88⟧ ⟦source-password set⟧
public: ⟦GitHub App id «d6»⟧ ⟦installation «d8»⟧ ⟦private key fingerprint SHA256:«b64_43»⟧
public: ⟦Cosign public key sha256 «h64»⟧ ⟦for ghcr.io/azuracast/azuracast⟧
public: ⟦OpenTelemetry trace «h32»⟧ ⟦parent span «h16»⟧ ⟦attribute http.request.header.authorization=[REDACTED]⟧
public: ⟦Let's Encrypt account id «d9»⟧ ⟦key thumbprint «b64_43»⟧
"""

WORLD = r"""
world: ⟦Pakasqa simiykiqa 12 sananchayuq kanan⟧ ⟦(Quechua: your password must have 12 characters)⟧
world: ⟦Ñeʼẽñemi oguerekovaʼerã 12 taʼanga⟧ ⟦(Guarani: the password needs 12 characters)⟧
world: ⟦Modpas ou dwe gen omwen 12 karaktè⟧ ⟦(Haitian Creole)⟧
world: ⟦Bo kòntraseña mester tin 12 karakter⟧ ⟦(Papiamento)⟧
world: ⟦Şîfre divê herî kêm 12 tîp be⟧ ⟦(Kurmanji)⟧
world: ⟦کۆدی گەڕاندنەوە 10 جار بەکاردێت⟧ ⟦(Sorani: recovery codes, 10 uses)⟧
world: ⟦پټنوم باید ۱۲ توري ولري⟧ ⟦(Pashto: password 12 letters)⟧
world: ⟦کود بازیابی ۱۰ عدد است⟧ ⟦(Dari: 10 recovery codes)⟧
world: ⟦مەخپىي نومۇر 12 ھەرپ بولسۇن⟧ ⟦(Uyghur)⟧
world: ⟦Bərpa kodları 10 ədəddir⟧ ⟦(Azerbaijani)⟧
world: ⟦Açar söz 12 harpdan ybarat bolmaly⟧ ⟦(Turkmen)⟧
world: ⟦דאָס פּאַראָל דאַרף האָבן 12 אותיות⟧ ⟦(Yiddish)⟧
world: ⟦ޕާސްވޯޑް 12 އަކުރު⟧ ⟦(Dhivehi)⟧
world: ⟦Giimooj-ikidowin: 12 ozhibii'iganan⟧ ⟦(Ojibwe, as remembered)⟧
world: ⟦Iyápi nahmáŋ: 12⟧ ⟦(Lakota, length only)⟧
world: ⟦Mukul kʼop: 4 kʼopetik⟧ ⟦(Tzotzil: 4 words)⟧
world: ⟦Ewan ajilabʼäl: 6 ajilanïk⟧ ⟦(Kaqchikel: 6 digits)⟧
world: ⟦Шэф псалъэр 12 хьэрф⟧ ⟦(Kabardian)⟧
world: ⟦Código de recuperación: 10 por cuenta⟧ ⟦(Spanish)⟧
world: ⟦Chave de API expira em 90 dias⟧ ⟦(Portuguese)⟧
world: ⟦رمز الاسترداد صالح لمرة واحدة⟧ ⟦(Arabic: single use)⟧
world: ⟦הסיסמה חייבת לכלול 12 תווים⟧ ⟦(Hebrew)⟧
world: ⟦Kurtarma kodu 8 haneli⟧ ⟦(Turkish)⟧
world: ⟦عبارت عبور ۶ کلمه است⟧ ⟦(Persian: 6 words)⟧
world: ⟦Մուտքի տոկենը գործում է 1 ժամ⟧ ⟦(Armenian: 1 hour)⟧
world: ⟦Votre NIP compte 4 à 8 chiffres⟧ ⟦(Canadian French)⟧
world: ⟦ᐃᓂᒋᐊᖅᑕᐅᑦ ᐅᖃᐅᓯᖅ 12⟧ ⟦(Inuktitut, length)⟧
world: ⟦ܡܠܬܐ ܟܣܝܬܐ: 4⟧ ⟦(Syriac, word count)⟧
world: ⟦ࡌࡉࡋࡀ ࡊࡀࡎࡉࡀ: 12⟧ ⟦(Mandaic, length only)⟧
world: ⟦Qʼeqchiʼ muqmu aatin: 12⟧ ⟦(length)⟧
world: ⟦Shipibo jonea joi: 12⟧ ⟦(length)⟧
world: ⟦Miskito bila siakni kod: 10 ba⟧ ⟦(10 codes)⟧
world: ⟦Mixtec tuʼun yuʼu: 12⟧ ⟦(length)⟧
world: ⟦Hawrami وشەو نەھێنی: 4⟧ ⟦(word count)⟧
world: ⟦Nahuatl ichtacatlahtolli: 3 tlahtolli⟧ ⟦(3 words)⟧
world: ⟦Aymara imantat aru: 12⟧ ⟦(length)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Rebrandly link id «h32»⟧ ⟦slashtag spring⟧ ⟦1,204 clicks⟧
vendor: ⟦Rebrandly workspace «h32»⟧ ⟦(header workspace)⟧
vendor: ⟦Runscope bucket key «l12»⟧ ⟦test «uuid»⟧
vendor: ⟦Rewardful affiliate «uuid»⟧ ⟦campaign «uuid»⟧
vendor: ⟦Ravelry pattern id «d7»⟧ ⟦Sockhead hat⟧
vendor: ⟦Streak pipeline key agxzfm1haWxmb29nYWVy«A20»⟧ ⟦Hiring⟧
vendor: ⟦Tremendous order «U12»⟧ ⟦reward «U12»⟧ ⟦status DELIVERED⟧
vendor: ⟦Voucherify application id «uuid»⟧ ⟦(X-App-Id, public)⟧
vendor: ⟦YNAB budget «uuid»⟧ ⟦account «uuid»⟧
vendor: ⟦Readwise book «d8»⟧ ⟦48 highlights⟧
vendor: ⟦Raindrop collection «d8»⟧ ⟦Reading⟧
vendor: ⟦Scrapfly log uuid «uuid»⟧ ⟦cost 6 credits⟧
vendor: ⟦Snipcart public key «b64_40»⟧ ⟦(data-api-key, public)⟧
vendor: ⟦Solcast resource id «h4»-«h4»-«h4»-«h4»⟧ ⟦capacity 6.4 kW⟧
vendor: ⟦SuperSaaS schedule «d6»⟧ ⟦Dentist Oslo⟧
vendor: ⟦Toornament tournament «d19»⟧ ⟦Winter Cup⟧
vendor: ⟦Travelpayouts marker «d6»⟧ ⟦(affiliate id, public)⟧
vendor: ⟦Watchmode title id «d7»⟧ ⟦Dune (2021)⟧
vendor: ⟦2Captcha task id «d11»⟧ ⟦status ready⟧
vendor: ⟦360dialog channel «A12»⟧ ⟦phone +49 30 «d8»⟧
vendor: ⟦Wit.ai app id «d16»⟧ ⟦intent book_table⟧
vendor: ⟦Wavefront source proxy-eu-1⟧ ⟦metric ~proxy.points.2878.received⟧
vendor: ⟦Spinitron spin id «d9»⟧ ⟦station WRBB⟧
vendor: ⟦Unbxd site key demo-u«d13»⟧ ⟦(siteKey, public)⟧
vendor: ⟦Usercentrics settingsId «A9»⟧ ⟦(public, in the page)⟧
vendor: ⟦Xano instance x«l3»-«l4»-«l4»⟧ ⟦workspace 1⟧
vendor: ⟦Teamup calendar key ks«h16»⟧ ⟦(share link key)⟧
vendor: ⟦WiGLE netid «H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧ ⟦channel 6⟧
vendor: ⟦Taplytics project «h24»⟧ ⟦experiment 'checkout-b'⟧
vendor: ⟦Twingly blog id «d10»⟧ ⟦lang sv⟧
vendor: ⟦Roambee bee id «U4»«d6»⟧ ⟦temp 4.1 °C⟧
vendor: ⟦Trackimo device «d12»⟧ ⟦battery 61%⟧
vendor: ⟦Text United project «d5»⟧ ⟦manual-de.docx⟧ ⟦92% done⟧
vendor: ⟦Skylight app id «l12»⟧ ⟦endpoint OrdersController#index⟧
vendor: ⟦Reepay customer cust-«d4»⟧ ⟦subscription sub-«d4»⟧
vendor: ⟦Retently survey «h24»⟧ ⟦NPS 54⟧
vendor: ⟦SafetyCulture audit audit_«h32»⟧ ⟦template Forklift daily⟧
vendor: ⟦Screenly screen «U26»⟧ ⟦playlist Lobby⟧
vendor: ⟦Skroutz order «d6»-«d6»⟧ ⟦status accepted⟧
vendor: ⟦Teamup event «d9»⟧ ⟦subcalendar «d7»⟧
vendor: ⟦Ticketsolve show «d5»⟧ ⟦Theatre Royal⟧ ⟦312 seats⟧
vendor: ⟦Zonos landed cost id landed_cost_«uuid»⟧ ⟦duty 12.40 EUR⟧
vendor: ⟦Zeplin project «h24»⟧ ⟦screen «h24»⟧
vendor: ⟦Ziggeo video token «h32»⟧ ⟦(public embed token)⟧ ⟦duration 42 s⟧
"""
