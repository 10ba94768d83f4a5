"""Innocent set 37: coding-agent output with no secret in set 37's tool shapes, public keys,
key ids, fingerprints, digests and build, trace and span ids beside credential words, set
37's languages, and public ids of set 37's vendors.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: CallToolResult(content=[TextContent(type='text', text='⟦12 files changed, 340 insertions(+)⟧')], isError=False)
agent: {"content":[{"type":"text","text":"⟦tests: 214 passed, 3 skipped⟧"}],"isError":false}
agent: {"structuredContent":{"path":"⟦otterwiki/settings.cfg⟧","lines":["⟦SITE_NAME = 'Acme Wiki'⟧"]},"isError":false}
agent: {'output_type': 'stream', 'name': 'stdout', 'text': '⟦FLATNOTES_AUTH_TYPE=password⟧ (⟦password set via env, not shown⟧)\n'}
agent: {'output_type': 'execute_result', 'execution_count': ⟦4⟧, 'data': {'text/plain': "⟦'admin:<from SB_USER>'⟧"}}
agent: ToolCallOutputItem(raw_item={'call_id': '⟦call_7Qm2⟧', 'output': '⟦server started on 9987/udp⟧'}, type='tool_call_output_item')
agent: ToolCallOutputItem(raw_item={'call_id': '⟦call_8Rn3⟧', 'output': '⟦icesecretwrite is set (value hidden)⟧'})
agent: ToolCallingRecord(tool_name='⟦read_file⟧', args={'path': '⟦quasselcore.conf⟧'}, result='⟦[Core] Port=4242⟧')
agent: ToolCallingRecord(tool_name='⟦shell⟧', result='⟦api_enabled = True⟧ ⟦api_key = (see vault)⟧')
agent: burr.core.application: action ⟦run_shell⟧ -> result={'stdout': '⟦FF_PORT=19200⟧', 'code': ⟦0⟧}
agent: State({'tool_result': "⟦services: 14 loaded⟧"}) after ⟦read_file⟧
agent: ─ Step ⟦2⟧ ─ Calling tool: '⟦grep⟧' Observations: ⟦no matches for SECRET_KEY_BASE in bonfire/.env.example⟧
agent: $ rg -n password homepage/config/ → ⟦0 matches⟧ (⟦passwords come from HOMEPAGE_VAR_*⟧)
agent: $ git diff -- config.js → ⟦rootPassword: process.env.LDAP_PASSWORD⟧
agent: HTTP 200 POST /1/apikeyadd → ⟦{"status":{"code":1538,"message":"invalid scope"}}⟧
agent: ⟦commit «h40»⟧ ⟦fix: read Mural client secret from keyring⟧
agent: ⟦PR #«d4»⟧ ⟦rotate Close API key (no key in diff)⟧
agent: ⟦job «d9»⟧ ⟦pytest -k token_refresh⟧ ⟦passed in 41.2 s⟧
agent: ⟦sojuctl user status ops⟧ → ⟦enabled, 3 networks⟧
agent: ⟦murmurd -supw⟧ ⟦prompted for SuperUser password (not echoed)⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci⟧ (public key)
public: ⟦key id «H16»⟧ ⟦RSA 4096⟧ ⟦expires 2028-12-06⟧
public: ⟦SHA256:«b64_43»⟧ ⟦host key fingerprint⟧ for ⟦erp.acme.com⟧
public: ⟦sha256 «h64»⟧ ⟦mural-mcp-0.0.1.tgz⟧ (digest, not a secret)
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦POST /api/v0-1/auth 401⟧
public: ⟦build «d5»⟧ ⟦commit «h40»⟧ ⟦token refresh job green⟧
public: ⟦kid «uuid»⟧ ⟦alg ES256⟧ (⟦JWKS public key⟧)
public: ⟦client_id «uuid»⟧ (⟦public OAuth client id⟧) ⟦redirect https://oauth.pstmn.io/v1/callback⟧
public: ⟦request id «uuid»⟧ ⟦token expired⟧ ⟦retry after 30 s⟧
public: ⟦etag W/"«h32»"⟧ ⟦password policy v3⟧
public: ⟦x-request-id: «A24»⟧ ⟦api key missing⟧
public: ⟦GPG fingerprint «H40»⟧ ⟦release signing key⟧
public: ⟦docker image sha256:«h64»⟧ ⟦secret scanning passed⟧
public: ⟦otel trace «h32»⟧ ⟦span «h16»⟧ ⟦secret.rotate ok⟧
public: ⟦Subresource Integrity sha384-«b64_64»⟧
"""

WORLD = r"""
world: ⟦Lok mung⟧ pe i rwom man — ⟦akwanyo kwena 12⟧ (Acholi: ⟦no secret word here⟧)
world: ⟦Mukanda wabwila⟧ ku ⟦Luanda⟧ (Kimbundu: ⟦the letter arrived⟧)
world: ⟦Ondaka yasweka⟧ ka yi kasi — ⟦siyi ovita 3⟧ (Umbundu)
world: ⟦Mo-de-pas a-w chanjé⟧ ⟦2026-12-06 13:00⟧ (Guadeloupe: ⟦your password was changed⟧)
world: ⟦La parôla segrêta l'è stè cambiè⟧ — ⟦nisun còdiz chè⟧ (Romagnol)
world: ⟦Salaine sana vajehtadud⟧ ⟦13:05⟧ (Vepsian: ⟦secret word changed⟧)
world: ⟦Salasana vaihettu⟧ ⟦Vadsø⟧ (Kven)
world: ⟦Dy passwird is bin changed⟧ at ⟦Lerwick⟧ (Shetlandic)
world: ⟦Wunna password change good⟧ — ⟦Bridgetown⟧ (Bajan)
world: ⟦Su código de recuperación se usó⟧ el ⟦2026-12-06⟧ (Spanish)
world: ⟦Ihr API-Schlüssel wurde widerrufen⟧ (⟦Schlüssel-ID «H12»⟧)
world: ⟦Ваш токен доступа истёк⟧ — ⟦войдите снова⟧
world: ⟦הסיסמה שלך שונתה⟧ ב־⟦13:10⟧
world: ⟦आपका पासवर्ड बदल दिया गया है⟧ (⟦अनुरोध «d8»⟧)
world: ⟦รหัสผ่านของคุณถูกเปลี่ยนแล้ว⟧ ⟦เวลา 13:12⟧
world: ⟦თქვენი პაროლი შეიცვალა⟧ (⟦მოთხოვნა «d6»⟧)
world: ⟦የይለፍ ቃልዎ ተቀይሯል⟧ ⟦13:14⟧
world: ⟦您的密钥已轮换⟧（⟦密钥编号 «H8»⟧）
world: ⟦인증 토큰이 만료되었습니다⟧ (⟦요청 «d7»⟧)
world: ⟦Nenosiri lako limebadilishwa⟧ ⟦saa 7:15⟧ (Swahili)
"""

VENDOR_IDS = r"""
vendor: ⟦Ecowitt MAC 48:3F:DA:54:2C:11⟧ ⟦station GW2000⟧ ⟦rain 11.4 mm⟧
vendor: ⟦Ambient Weather device 48:3F:DA:54:2C:11⟧ ⟦last data 13:02⟧
vendor: ⟦AdButler account 181556⟧ ⟦zone 705374⟧ (⟦public Prebid params⟧)
vendor: ⟦Bitmovin encoding «uuid»⟧ ⟦status FINISHED⟧
vendor: ⟦ChartMogul data source ds_«uuid»⟧ ⟦customer cus_0001⟧
vendor: ⟦Close lead lead_«A22»⟧ ⟦status Qualified⟧
vendor: ⟦Deskpro ticket «d5»⟧ ⟦person 363442⟧ ⟦helpdesk build 2023.1.2⟧
vendor: ⟦Dotdigital address book «d7»⟧ ⟦12,881 contacts⟧
vendor: ⟦Emarsys field 3 = email⟧ ⟦key_id 3⟧
vendor: ⟦Expensify report R00aB12⟧ ⟦policy «H16»⟧
vendor: ⟦Moosend mailing list «uuid»⟧ ⟦beta testers⟧
vendor: ⟦Kisi lock 1184⟧ ⟦place 42⟧ ⟦unlocked 08:02⟧
vendor: ⟦Cloud 66 stack «h32»⟧ ⟦shop-prod⟧
vendor: ⟦Deepnote project 25fcb3b2-cf3d-4c08-9b24-4306f1518caa⟧ ⟦notebook abaf726ac4c34589961a588de29cd665⟧
vendor: ⟦Mode report «h12»⟧ ⟦workspace acme⟧
vendor: ⟦HeyGen video v_«d4»⟧ ⟦avatar Daisy⟧
vendor: ⟦Dolby.io conference «uuid»⟧ ⟦6 participants⟧
vendor: ⟦Acumatica client ID 88358B02-A48D-A50E-F710-39C1636C30F6@AcmeCo⟧ (⟦public half⟧)
vendor: ⟦Glowmarkt applicationId b0f1b774-a586-4f72-9edd-27ead8aa7a8d⟧ (⟦Bright app id, public⟧)
vendor: ⟦Aqara KeyID K.«d19»⟧ (⟦key id, not the AppKey⟧)
vendor: ⟦Mural client ID d1c72afc39d2-4218-7ef4-6e56-cd4c8e04⟧ (⟦shareable⟧)
vendor: ⟦EZVIZ device serial «U9»⟧ ⟦channel 1⟧
vendor: ⟦Gameflip listing «uuid»⟧ ⟦status sold⟧
vendor: ⟦Groove ticket «d5»⟧ ⟦state opened⟧
"""
