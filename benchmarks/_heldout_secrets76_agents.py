"""Held-out set 76: tool results of chat-ops and messaging bots, as an agent's tools return
them (a bot's log, a webhook payload, a slash command's result, a file or grep read).

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; these matched
nothing: a Slack slash command's form payload with its ``response_url`` on
``hooks.slack.com/commands``, a Discord interaction with ``x-signature-ed25519``, a Matrix
``m.login.password`` login and recovery-key event, an opsdroid configuration and log,
``oapi.dingtalk.com`` robot webhooks, ``webexapis.com``, ``signal-cli``, a Keybase paper key.
Some tools earlier sets touched once (Telegram ``getUpdates`` and ``setWebhook``, Errbot,
Zulip's ``zuliprc``, Hubot's env, a Teams ``webhookb2`` URL) are used here in other shapes:
a BotFather reply, ``python-telegram-bot``'s httpx log, Errbot's ``!`` command replies,
``zulip-send`` flags. Written as each tool prints its output (remembered, not copied).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 slack slash payload ¦ scenario 1 step 1: a Slack slash command's form payload as the bot's request log shows it, with the legacy verification token ¦ {A24} ¦ POST /slack/commands 200 4ms\nbody: token={t}&team_id=T04ACME9Q&team_domain=acme&channel_id=C05OPS11&user_name=dana&command=%2Fresetpw&text=jdoe&api_app_id=A06RST22
s1 slack response url ¦ scenario 1 step 2: the bot's log posting to the slash command's response_url (a signed, single-use URL) ¦ {A24} ¦ [bolt] DEBUG Sending a request - url: https://hooks.slack.com/commands/T04ACME9Q/7713904412339/{t}, body: {"response_type": "ephemeral", "text": "Resetting jdoe…"}
s1 slack ephemeral ¦ scenario 1 step 3: the slash command's ephemeral reply, the temporary password it minted ¦ {p} ¦ /resetpw jdoe\n:white_check_mark: Password for *jdoe* reset. Temporary password: `{t}` (expires in 1 h, must be changed at next sign-in)
s2 discord interaction ¦ scenario 2 step 1: a Discord interaction POST as the bot's access log records it, interaction token in the body ¦ {u180} ¦ POST /interactions x-signature-ed25519=9a1f… x-signature-timestamp=1796732400\n{"application_id":"1179043318812345678","type":2,"data":{"name":"deploy"},"token":"{t}","id":"1313200045123456789"}
s2 discord followup ¦ scenario 2 step 2: the bot editing the original response at the webhook URL that embeds the interaction token ¦ {u180} ¦ WARNING discord.webhook: PATCH https://discord.com/api/v10/webhooks/1179043318812345678/{t}/messages/@original has returned 404 Unknown Webhook
s2 discord bot token ¦ scenario 2 step 3: the bot's crash, its token in a logged environment ¦ MTE3OTA0MzMxODgxMjM0NTY3OA.{u6}.{u38} ¦ discord.errors.LoginFailure: Improper token has been passed.\nenvironment: DISCORD_TOKEN={t} GUILD_ID=1090021 LOG_LEVEL=debug
s3 telegram botfather ¦ scenario 3 step 1: BotFather's reply in an exported Telegram chat, the new bot token ¦ 7{d9}:AA{u33} ¦ BotFather, [07.12.2026 12:41]\nDone! Congratulations on your new bot. You will find it at t.me/acme_oncall_bot.\nUse this token to access the HTTP API:\n{t}\nKeep your token secure and store it safely.
s3 telegram httpx ¦ scenario 3 step 2: python-telegram-bot's httpx log, the token in the request path ¦ 6{d9}:AA{u33} ¦ INFO httpx: HTTP Request: POST https://api.telegram.org/bot{t}/getUpdates "HTTP/1.1 409 Conflict"\ntelegram.error.Conflict: terminated by other getUpdates request
s3 telegram webhook secret ¦ scenario 3 step 3: setWebhook called with a secret_token the relay checks on each update ¦ {u64} ¦ $ curl -s "https://api.telegram.org/bot…/setWebhook" -d url=https://bots.acme.io/tg -d secret_token={t}\n{"ok":true,"result":true,"description":"Webhook was set"}
s4 matrix login ¦ scenario 4 step 1: a Matrix m.login.password request in a client's debug log ¦ {p} ¦ DEBUG nio.client: POST /_matrix/client/v3/login {"type":"m.login.password","identifier":{"type":"m.id.user","user":"opsbot"},"password":"{t}","device_id":"OPSBOT01"}
s4 matrix access token ¦ scenario 4 step 2: the login response, a Synapse access token syt_ ¦ syt_b3BzYm90_{A20}_{A6} ¦ {"user_id":"@opsbot:acme.io","access_token":"{t}","home_server":"acme.io","device_id":"OPSBOT01"}
s4 matrix recovery key ¦ scenario 4 step 3: an m.room.message the bot relayed, a user pasting their key backup recovery key ¦ {A4} {A4} {A4} {A4} {A4} {A4} {A4} {A4} {A4} {A4} {A4} {A4} ¦ {"type":"m.room.message","sender":"@dana:acme.io","content":{"msgtype":"m.text","body":"bot, verify my session, recovery key is {t}"},"event_id":"$6aq1…"}
s5 opsdroid config ¦ scenario 5 step 1: opsdroid configuration.yaml read by the agent ¦ {A40} ¦ connectors:\n  rocketchat:\n    user-id: "Q7mk3XbPz2Lf9wYd"\n    token: "{t}"\n    bot-name: "opsdroid"\n    default-target: "GENERAL"
s5 opsdroid log ¦ scenario 5 step 2: opsdroid's startup log echoing a connector's config ¦ {A32} ¦ DEBUG opsdroid.loader: Loaded connector slack: {'bot-token': 'xoxb-…', 'socket-mode': True, 'app-token': 'xapp-1-A06RST22-{t}'}
s5 opsdroid skill ¦ scenario 5 step 3: an opsdroid skill's reply in the room, a database password it read from the vault ¦ {p} ¦ opsdroid: @dana here are the staging creds you asked for\nhost: pg-staging.internal  user: app_rw  password: {t}
s6 gchat webhook config ¦ scenario 6 step 1: a Google Chat incoming webhook URL in an alerting config ¦ {u43} ¦ receivers:\n- name: gchat-oncall\n  webhook_configs:\n  - url: https://chat.googleapis.com/v1/spaces/AAAAq1w2e3r/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={t}
s6 gchat webhook log ¦ scenario 6 step 2: the relay's log of a failed post to the same kind of webhook ¦ {u43} ¦ 2026-12-07 12:42:05 ERROR relay: POST https://chat.googleapis.com/v1/spaces/BBBBz9x8c7v/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={t} -> 400 Invalid JSON payload
s6 gchat webhook curl ¦ scenario 6 step 3: the agent's shell tool retrying the post with curl ¦ {u43} ¦ $ curl -sS -X POST -H 'Content-Type: application/json' 'https://chat.googleapis.com/v1/spaces/CCCCm5n6b7v/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={t}' -d '{"text":"deploy 4412 failed"}'\n{"error":{"code":404,"status":"NOT_FOUND"}}
"""

SINGLES = r"""
dingtalk robot ¦ a DingTalk robot webhook access_token and signing secret in a Python config the agent read ¦ SEC{h64} ¦ DINGTALK_WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=…"\nDINGTALK_SECRET = "{t}"
dingtalk url ¦ a DingTalk robot send URL in an rg match ¦ {h64} ¦ $ rg -n "oapi.dingtalk" deploy/\ndeploy/notify.sh:7:curl -s "https://oapi.dingtalk.com/robot/send?access_token={t}" -H 'Content-Type: application/json' -d "$MSG"
wecom key ¦ a WeCom group robot webhook key in a grep hit ¦ {uuid} ¦ $ grep -rn webhook/send ops/\nops/alert.py:12:    url = f"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={t}"
feishu app secret ¦ a Feishu/Lark app's tenant_access_token request in a bot's debug log ¦ {A32} ¦ DEBUG lark_oapi: POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal body={"app_id":"cli_a4f3b2c1d0e9","app_secret":"{t}"}
webex bot ¦ a Webex bot access token in a webexpythonsdk error ¦ {A64}_PF84_{uuid} ¦ webexpythonsdk.exceptions.ApiError: [401] Unauthorized - The request requires a valid access token set in the Authorization request header.\n  Request: GET https://webexapis.com/v1/rooms\n  Authorization: Bearer {t}
signal cli ¦ signal-cli registering with a registration lock PIN ¦ {d6} ¦ $ signal-cli -a +31612345678 verify 123-456 --pin {t}\nVerification failed: Incorrect registration lock PIN
keybase paper key ¦ a Keybase paper key the agent found in a bot's notes ¦ {a6} {a7} {a5} {a8} {a6} {a7} {a5} {a6} {a7} {a5} {a6} {a4} {a7} ¦ # keybase bot recovery\nchatbot paper key: {t}\nKEYBASE_USERNAME=acme_ci_bot
errbot config ¦ Errbot's config.py BOT_IDENTITY read from a container ¦ {A40} ¦ BOT_BACKEND = 'Mattermost'\nBOT_IDENTITY = {\n    'team': 'acme',\n    'server': 'chat.acme.io',\n    'token': '{t}',\n}
errbot reply ¦ an Errbot command's reply printing a service password ¦ {p} ¦ >>> !vault read kv/ops/ftp\nErrbot: ftp.acme.io user=uploader password={t} (lease 768h)
zulip send ¦ zulip-send with an API key on the command line, echoed by set -x ¦ {A32} ¦ + zulip-send --site https://acme.zulipchat.com --user deploy-bot@acme.zulipchat.com --api-key {t} --stream ops --subject deploys -m 'api 4412 rolled out'
hubot heroku ¦ a Hubot app's heroku config output ¦ {A24} ¦ $ heroku config -a acme-hubot\n=== acme-hubot Config Vars\nHUBOT_IRC_PASSWORD: {t}\nHUBOT_IRC_ROOMS:    #ops,#deploys
rocketchat login ¦ a Rocket.Chat /api/v1/login response minting an authToken ¦ {u43} ¦ HTTP 200 POST /api/v1/login\n{"status":"success","data":{"userId":"Q7mk3XbPz2Lf9wYd","authToken":"{t}","me":{"username":"deploy-bot"}}}
mattermost pat ¦ a Mattermost personal access token minted for a bot ¦ {l26} ¦ $ mmctl token generate deploy-bot ci-2026\n{t}: ci-2026
line channel ¦ a LINE Messaging API channel access token in a Node bot ¦ {b172} ¦ const client = new line.messagingApi.MessagingApiClient({\n  channelAccessToken: '{t}',\n});
viber token ¦ a Viber bot auth token in an X-Viber-Auth-Token header ¦ {h16}-{h16}-{h16} ¦ POST https://chatapi.viber.com/pa/set_webhook\nX-Viber-Auth-Token: {t}\n{"status":2,"status_message":"invalid auth token"}
threema gateway ¦ a Threema Gateway secret in a query string ¦ {A16} ¦ GET https://msgapi.threema.ch/send_simple?from=*ACMEOPS&to=ECHOECHO&secret={t}&text=disk+full
revolt bot ¦ a Revolt bot token in an x-bot-token header ¦ {A64} ¦ > GET https://api.revolt.chat/users/@me\n> x-bot-token: {t}\n< 401 {"type":"InvalidSession"}
gitter token ¦ a Gitter token in a bridge's .env ¦ {h40} ¦ GITTER_ROOM=acme/ops\nGITTER_TOKEN={t}\nMATRIX_HS=https://matrix.acme.io
teams bot framework ¦ a Bot Framework app password in appsettings.json ¦ {A40} ¦ {\n  "MicrosoftAppType": "SingleTenant",\n  "MicrosoftAppId": "4c1b2a39-8d7e-4f6a-9b5c-0d1e2f3a4b5c",\n  "MicrosoftAppPassword": "{t}",\n  "MicrosoftAppTenantId": "acme.onmicrosoft.com"\n}
slack oauth mint ¦ an HTTP tool response minting a Slack bot token (oauth.v2.access) ¦ xoxb-{d13}-{d13}-{A24} ¦ HTTP 200 POST https://slack.com/api/oauth.v2.access\n{"ok":true,"app_id":"A06RST22","access_token":"{t}","token_type":"bot","scope":"commands,chat:write","bot_user_id":"U07BOT44","team":{"id":"T04ACME9Q","name":"Acme"}}
slack signing secret ¦ a Bolt app's env printed by the agent, the signing secret ¦ {h32} ¦ $ printenv | grep SLACK_\nSLACK_APP_TOKEN=xapp-1-…\nSLACK_SIGNING_SECRET={t}
discord oauth mint ¦ an HTTP response minting a Discord OAuth2 access and refresh token ¦ {A30} ¦ HTTP 200 POST https://discord.com/api/v10/oauth2/token\n{"token_type":"Bearer","access_token":"MTMxMzIw.Qm3vT1","expires_in":604800,"refresh_token":"{t}","scope":"identify guilds"}
matrix register ¦ a Synapse shared-secret registration call with the registration secret ¦ {A48} ¦ $ register_new_matrix_user -u alertbot -p … -a -k {t} https://matrix.acme.io\nERROR! Received 403 Forbidden: HMAC incorrect
matrix appservice ¦ a Matrix appservice registration.yaml with as_token and hs_token ¦ {A64} ¦ id: slack-bridge\nurl: http://localhost:9899\nas_token: {t}\nhs_token: 4f2e…\nsender_localpart: slackbot
git diff webhook ¦ a git diff adding a Slack incoming webhook to a bot's config ¦ {A24} ¦ diff --git a/config/notify.yml b/config/notify.yml\n@@ -3,3 +3,4 @@ channels:\n   deploys: "#deploys"\n+  webhook: https://hooks.slack.com/services/T04ACME9Q/B07HOOK1/{t}
git diff tg ¦ a git diff moving a Telegram token into a constant ¦ 5{d9}:AA{u33} ¦ --- a/bot/main.py\n+++ b/bot/main.py\n@@ -1,4 +1,4 @@\n-TOKEN = os.environ["TG_TOKEN"]\n+TOKEN = "{t}"
discord webhook ¦ a Discord channel webhook URL in a GitHub Actions log ¦ {u68} ¦ Run curl -H "Content-Type: application/json" -d '{"content":"build 881 passed"}' https://discord.com/api/webhooks/1313200045123456789/{t}\n{"message": "Unknown Webhook", "code": 10015}
mastodon bot ¦ a Mastodon bot's access token in a .secret file ¦ {u43} ¦ $ cat ops_bot_usercred.secret\n{t}\nhttps://hachyderm.io
guilded bot ¦ a Guilded bot token (gapi_, remembered) in a bot's startup error ¦ gapi_{b86} ¦ guilded.errors.HTTPException: 401 Unauthorized (GET https://www.guilded.gg/api/v1/servers/4R5yKLmj/members)\nclient.run(token='{t}')
push relay token ¦ a self-hosted push relay's access token in a shell history line ¦ tk_{l29} ¦ 1042  curl -H "Authorization: Bearer {t}" -d "backup done" https://push.acme.io/ops-alerts
botkit env ¦ a Botkit app's .env with the Slack client secret ¦ {h32} ¦ CLIENT_ID=4471090213.7713904412339\nCLIENT_SECRET={t}\nREDIRECT_URI=https://bots.acme.io/install/auth
slash command result ¦ a /vpn-invite slash command result with a one-time invite code ¦ {U4}-{U4}-{U4}-{U4} ¦ /vpn-invite dana\nInvite created for dana (expires 24h). One-time code: {t}\nShare it only in a DM.
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS, raises="keyerror"),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
