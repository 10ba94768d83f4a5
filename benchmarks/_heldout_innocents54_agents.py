"""Innocent set 54: web-API agent output with no secret, public ids beside credential words,
set 54's languages and public ids of set 54's vendors.

``AGENT``: the tool shapes set 54's secrets used, holding nothing secret: LangChain's OpenAPI
toolkit steps, Arcade tool executions, StackOne calls with GraphQL errors, gRPC statuses and
trailers, webhook deliveries with their signature headers (a signature is a digest, not the
secret), OAuth redirects carrying only ``state`` and errors, Toolhouse, Paragon ActionKit,
Merge Agent Handler and ToolBench results, and HTTP tool responses listing keys by id, name
and prefix only. ``PUBLIC``: values public by design beside credential words (key ids,
fingerprints, digests, public keys, certificate serials, build, trace and span ids).
``WORLD``: set 54's words for recovery codes, passphrases, PINs, passwords, API keys and
tokens next to counts, dates and policies, holding no value. ``VENDOR_IDS``: public ids of
set 54's vendors (station ids, account codes, program tokens' public prefixes, client ids,
tracking numbers, tile coordinates).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Action: requests_get⟧\n⟦Action Input: {"url": "https://api.traveltimeapp.com/v4/geocoding/search?query=Haifa"}⟧\nObservation: ⟦{"features": 3}⟧
agent: ⟦Action: requests_post⟧ ⟦Observation: 201 Created⟧ ⟦{"id": "quote_«A12»"}⟧
agent: ⟦I should call GET /v1/vehicles with the saved credentials.⟧ ⟦Action: requests_get⟧
agent: ⟦ExecuteToolResponse(id='te_«A6»', status='success'⟧, ⟦output=Output(value='21.4 °C, wind 14 kn')⟧
agent: ⟦$ arcade secret list⟧\n ⟦KEY                      VALUE⟧\n ⟦WILLYWEATHER_API_KEY     ********⟧
agent: ⟦stackone.hris_list_employees⟧ → ⟦{"data":{"employees":{"total":214}}}⟧
agent: ⟦{"errors":[{"message":"Cannot query field \"salary\" on type \"Employee\"."⟧, ⟦"extensions":{"code":"GRAPHQL_VALIDATION_FAILED"}}]}⟧
agent: ⟦rpc error: code = Unauthenticated desc = missing bearer token⟧
agent: ⟦grpc-status: 14⟧\n⟦grpc-message: upstream connect error⟧
agent: ⟦[type.googleapis.com/google.rpc.ErrorInfo]⟧ ⟦reason: "API_KEY_SERVICE_BLOCKED"⟧ ⟦domain: "fleet.acme.io"⟧
agent: ⟦X-Hub-Signature-256: sha256=«h64»⟧ ⟦X-GitHub-Delivery: «uuid»⟧
agent: ⟦svix-id: msg_«A24»⟧ ⟦svix-signature: v1,«b64_43»=⟧
agent: ⟦Stripe-Signature: t=1765049191,v1=«h64»⟧ ⟦evt_«A14»⟧
agent: ⟦X-Shopify-Hmac-Sha256: «b64_43»=⟧ ⟦X-Shopify-Topic: orders/create⟧
agent: ⟦X-Twilio-Signature: «b64_27»=⟧ ⟦MessageSid SM«h32»⟧
agent: ⟦Location: https://fleet.acme.io/oauth/callback?error=access_denied&state=«A8»⟧
agent: ⟦POST /oauth/token⟧ ⟦grant_type=refresh_token⟧ → ⟦400 {"error":"invalid_grant"}⟧
agent: ⟦{"tool_use_id": "toolu_«A6»", "content": "weewx 5.1.0 running", "is_error": false}⟧
agent: ⟦ActionKit SLACK_SEND_MESSAGE → ok⟧ ⟦ts 1765049191.000200⟧
agent: ⟦[merge:file_storage.read] valetudo_config.json⟧ → ⟦{"webserver":{"port":80}}⟧
agent: ⟦Action: shell_for_system⟧ ⟦Observation: {"error": "", "response": "rtl_433 version 23.11"}⟧
agent: ⟦HTTP 200 GET /api/keys⟧ ⟦[{"id":"ak_2931","name":"agent-bot","prefix":"ak_live_9f"}]⟧
agent: ⟦$ rg -n 'token' kuksa/config/⟧\n⟦kuksa/config/provider.toml:7:token_file = "/run/secrets/kuksa.jwt"⟧
agent: ⟦$ git diff --cached docker/.env⟧\n⟦-MG_HTTP_PORT=9000⟧\n⟦+MG_HTTP_PORT=9002⟧
agent: ⟦$ grep -n password evcc.yaml⟧\n⟦44:    password: ${KIA_PASSWORD}⟧
agent: ⟦GET /files/CumulusMX/Cumulus.ini -> 404⟧ ⟦{"detail": "Not Found"}⟧
agent: ⟦HTTP 200 GET http://meteobridge.lan/cgi-bin/template.cgi?template=[th0temp-act]⟧\n⟦21.4⟧
agent: ⟦> POST https://globalapi.solarmanpv.com/station/v1.0/list⟧ ⟦< 200 {"success": true, "total": 2}⟧
agent: ⟦ERROR: code = DeadlineExceeded desc = context deadline exceeded⟧ ⟦grpc-status: 4⟧
agent: ⟦HTTP 200 GET /api/security/clients/tracker-9⟧ ⟦{"endpoint":"tracker-9","tls":{"mode":"rpk"}}⟧
agent: ⟦{"device_code":"(omitted)","user_code":"WDJB-MJHT"⟧, ⟦"verification_uri":"https://auth.acme-fleet.io/device"}⟧
agent: ⟦X-Shopify-Hmac-Sha256 verified for orders/create⟧ ⟦in 3 ms⟧
agent: ⟦twilio.request_validator: signature valid⟧ ⟦for https://sms.acme.io/inbound⟧
agent: ⟦Observation: {"error": "", "response": "volumio 3.569"}⟧
agent: ⟦ExecuteToolResponse(id='te_«A6»', status='failed'⟧, ⟦output=Output(error=OutputError(message='429 Too Many Requests', can_retry=True)))⟧
agent: ⟦stackone.ats_list_jobs⟧ → ⟦{"errors":[{"message":"rate limited","extensions":{"code":"RATE_LIMITED","retryAfter":30}}]}⟧
agent: ⟦<_InactiveRpcError of RPC that terminated with:⟧\n\t⟦status = StatusCode.UNAVAILABLE⟧\n\t⟦details = "failed to connect to all addresses"⟧
agent: ⟦code: 7⟧\n⟦message: "quota exceeded for project fleet-prod"⟧
agent: ⟦WARNING:django.request:Forbidden (Permission denied): /hooks/telegram/⟧
agent: ⟦> X-Api-Key: (from $TRAVELTIME_KEY)⟧ ⟦< HTTP/1.1 200 OK⟧
"""

PUBLIC = r"""
public: ⟦key id «h16»⟧ ⟦ed25519 public key «b64_43»=⟧
public: ⟦SHA256 fingerprint «b64_43»⟧ for ⟦ssh-ed25519 pilot@harbour⟧
public: ⟦webhook signing key id whk_«A10»⟧ ⟦created 2026-11-02⟧ ⟦(the secret is never shown)⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer CN=Acme Fleet CA⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦status UNAUTHENTICATED⟧
public: ⟦build «h40»⟧ ⟦image sha256:«h64»⟧
public: ⟦API key name "weather-sync"⟧ ⟦last 4: «A4»⟧ ⟦created by ops⟧
public: ⟦OAuth client_id fleet-dash⟧ ⟦redirect https://fleet.acme.io/oauth/callback⟧ ⟦PKCE S256⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg ES256⟧
public: ⟦x5t#S256 «b64_43»⟧ in ⟦the token header⟧
public: ⟦git commit «h40»⟧ ⟦Merge pull request #«d4»⟧
public: ⟦grpc-status-details-bin present⟧ ⟦reason API_KEY_INVALID⟧ ⟦(no key in metadata)⟧
public: ⟦install id «uuid»⟧ ⟦device public key «b64_43»=⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦for security@acme.io⟧
public: ⟦request id req_«A20»⟧ ⟦idempotency key order-«d6»⟧
public: ⟦Tempest hub serial HB-«d8»⟧ ⟦firmware 194⟧
public: ⟦LoRaWAN DevEUI «H16»⟧ ⟦JoinEUI «H16»⟧ ⟦(public identifiers, not the AppKey)⟧
public: ⟦IMEI «d15»⟧ ⟦ICCID 89«d18»⟧
public: ⟦BLE address D4:36:39:8A:11:F0⟧ ⟦characteristic 0x002a⟧
public: ⟦CAN id 18FF50E5⟧ ⟦PGN 65360⟧ ⟦source address 0xE5⟧
public: ⟦Modbus register 4100⟧ ⟦count 8⟧ ⟦slave 1⟧
public: ⟦gRPC method /fleet.v1.Vehicles/List⟧ ⟦peer ipv4:127.0.0.1:8080⟧
public: ⟦SHA-256 of the webhook body «h64»⟧
public: ⟦OAuth state «A16»⟧ ⟦nonce «A16»⟧
public: ⟦APNs device token «h64»⟧ ⟦(a public routing id)⟧
"""

WORLD = r"""
world: ⟦كلمة السر مالتك تنتهي بعد 90 يوم⟧
world: ⟦kilmet el sirr lazim tkoun 12 7arf aw aktar⟧
world: ⟦الرمز السري حقك يتكون من 6 أرقام⟧
world: ⟦Awal uffir ilaq ad yili 12 n yisekkilen⟧
world: ⟦ⵜⴰⵙⴰⵔⵓⵜ ⵏ API ⵜⵜⵓⵙⵏⴼⵍ ⴽⵓ 90 ⵏ ⵡⵓⵙⵙⴰⵏ⟧
world: ⟦אסימון הגישה יפוג בעוד 24 שעות⟧
world: ⟦ምስጢራዊ ቃልካ ብ 2026-12-01 ተቐይሩ⟧
world: ⟦Erayga sirta ah waa in uu ka koobnaadaa 12 xaraf⟧
world: ⟦Kurtarma kodlarınız 2026-12-02 tarihinde yenilendi⟧
world: ⟦Sizin şifrəniz 30 gün sonra bitir⟧
world: ⟦کد بازیابی شما ۱۰ عدد است⟧
world: ⟦Ձեր գաղտնաբառը փոխվել է 2026-11-30⟧
world: ⟦აღდგენის კოდები: 10 დარჩა⟧
world: ⟦Il-kodiċi ta' rkupru tiegħek ġie ġġenerat mill-ġdid⟧
world: ⟦የመልሶ ማግኛ ኮዶች: 8 ቀርተዋል⟧
world: ⟦l-code sirri dyalek khasso ykoun 6 d l-ar9am⟧
world: ⟦رمز الاسترداد مالتك يستخدم مرة وحدة بس⟧
world: ⟦الباسورد حقك لازم يكون 12 حرف على الأقل⟧
world: ⟦Awal n tuffirt nnk ira ad ig 12 n isekkilen⟧
world: ⟦ⲡⲓⲥⲁϫⲓ ⲉⲧϩⲏⲡ: 12 ⲛ̀ⲥϧⲁⲓ⟧
world: ⟦ܡܠܬܐ ܕܐܪܙܐ ܐܝܬ ܠܗ̇ 12 ܐܬܘܬܐ⟧
world: ⟦Kelmet əs-sər: 12 ḥarf⟧
world: ⟦ሚስጢር ቍጥር 6 ቍጥሮች⟧
world: ⟦Jechi icciitii kee guyyaa 90 booda jijjiirama⟧
world: ⟦Hevoka şîfreya te 5 peyv e⟧
world: ⟦تۆکنی دەستگەیشتن 24 کاتژمێر کار دەکات⟧
world: ⟦Ο κωδικός PIN σου έχει 6 ψηφία⟧
world: ⟦Дæ пароль ивд у алы 90 боны⟧
world: ⟦Kilmet is-sirr mta3ak tetbaddel kull 3 shhur⟧
world: ⟦Parolaya to 12 herfan bo⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Zonar account kxr4410⟧ ⟦asset «d6»⟧ ⟦last fix 19:22Z⟧
vendor: ⟦Hyperwallet program prg-«uuid»⟧ ⟦user usr-«uuid»⟧
vendor: ⟦Berbix transaction «d10»⟧ ⟦template tpl_id_us⟧ ⟦action accept⟧
vendor: ⟦Banxa order «h32»⟧ ⟦status complete⟧ ⟦coin USDC⟧
vendor: ⟦TabaPay client Ts8nK0w2E3y4QxZgA1bC2d_01⟧ ⟦transaction «A22»⟧
vendor: ⟦Boxberry point «d5»⟧ ⟦city code 68⟧ ⟦track «U2»«d8»⟧
vendor: ⟦TravelTime app id 4f1c9d2a⟧ ⟦(public half of the pair)⟧
vendor: ⟦Tianditu tile vec_w 12/3431/1673⟧ ⟦EPSG:3857⟧
vendor: ⟦WillyWeather location 13960⟧ ⟦Bondi Beach⟧
vendor: ⟦WeatherLink station «d6»⟧ ⟦api-key is public, the secret is not⟧
vendor: ⟦Tempest station 67915⟧ ⟦device ST-«d8»⟧
vendor: ⟦Weather Underground station KUTLOGAN42⟧ ⟦elevation 1,382 m⟧
vendor: ⟦KNMI dataset Actuele10mindataKNMIstations⟧ ⟦version 2⟧
vendor: ⟦Packeta packet Z «d10»⟧ ⟦branch 79⟧
vendor: ⟦Budbee box «d4»⟧ ⟦Malmö C⟧ ⟦order «uuid»⟧
vendor: ⟦Hyperwallet username restapiuser@«d10»⟧ ⟦(a login name, not the password)⟧
vendor: ⟦HyperVerge appId «h6»⟧ ⟦region ind⟧
vendor: ⟦Neshan route 12.4 km⟧ ⟦35.6892,51.3890 → 35.7000,51.4000⟧
vendor: ⟦ECMWF request «d8»⟧ ⟦dataset tigge⟧ ⟦param tp⟧
vendor: ⟦Bouncie vehicle imei «d15»⟧ ⟦trip «A12»⟧
vendor: ⟦EROAD depot Auckland⟧ ⟦12 vehicles⟧
vendor: ⟦Eurosender quote «d7»⟧ ⟦€12.40 standard⟧
vendor: ⟦Zonar GPS unit «d7»⟧ ⟦asset truck 41⟧
vendor: ⟦Kortforsyningen layer topo_skaermkort_DAF⟧ ⟦EPSG:25832⟧
vendor: ⟦Holfuy station 101⟧ ⟦wind 18 kn⟧
"""
