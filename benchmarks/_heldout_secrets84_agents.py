"""Held-out set 84: tool results of agents working through remote access and terminals, as
the agent's shell tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of
these matched and they are used here: AWS Session Manager (``aws ssm start-session``,
``Starting session with SessionId``, its ``StreamUrl``), ``screen -L`` logs
(``screenlog.0``) of a serial console, ``cu -l``, a PuTTY session log (``=~=~=~=~ PuTTY
log``), WinSCP scripts (``open sftp://``), MobaXterm.ini, mRemoteNG ``confCons.xml``,
Termius, SecureCRT session files, WezTerm ``ssh_domains``, autossh, ttyd, GoTTY, WeTTY,
AnyDesk, TeamViewer, ser2net, xrdp.ini, X2Go session files, Pageant, ``cloudflared access``,
``gcloud compute ssh --tunnel-through-iap``, ``az network bastion``, sshportal and
JumpServer, telnet's ``Escape character is`` banner and ``ProxyJump``. Shapes that earlier
sets had touched (``tmux capture-pane`` 3 files, ``ssh -v`` ``debug1:`` 2, WinSCP 3,
Remmina 1, ``xfreerdp`` 4, ``RSYNC_PASSWORD`` 2) are used again only in other layouts.
Written as each tool prints its output (remembered, not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 ssm start ¦ scenario 1 step 1: aws ssm start-session to a plant-floor gateway, the agent's command carrying a DB password as a document parameter ¦ {p} ¦ $ aws ssm start-session --target i-0a7c3e91f2b4d5618 --document-name AWS-StartInteractiveCommand --parameters command="PGPASSWORD={t} psql -h mes-db -U mes -c 'select 1'"\n\nStarting session with SessionId: ops-bot-0f3e7a9c1b2d4e5f6\npsql: error: connection to server at "mes-db" (10.8.4.12), port 5432 failed
s1 ssm cat ¦ scenario 1 step 2: inside the Session Manager shell, cat of an OPC UA gateway config ¦ {A28} ¦ sh-5.2$ cat /etc/opcua-gw/server.yaml\nendpoint: opc.tcp://0.0.0.0:4840\nsecurity_policy: Basic256Sha256\nusers:\n  - name: historian\n    password: {t}\nsh-5.2$ exit\n\nExiting session with sessionId: ops-bot-0f3e7a9c1b2d4e5f6.
s1 ssm json ¦ scenario 1 step 3: the raw start-session API response the agent printed, a stream token ¦ {u160} ¦ $ aws ssm start-session --target i-0a7c3e91f2b4d5618 --debug 2>&1 | grep -A4 '"SessionId"'\n{"SessionId": "ops-bot-3c9e1f", "StreamUrl": "wss://ssmmessages.ap-southeast-1.amazonaws.com/v1/data-channel/ops-bot-3c9e1f?role=publish_subscribe", "TokenValue": "{t}"}
s2 screen serial ¦ scenario 2 step 1: screenlog.0 of screen -L on a robot controller's serial console, a root password echoed by the bootloader shell ¦ {p} ¦ $ screen -L -Logfile screenlog.0 /dev/ttyUSB0 115200\n$ cat screenlog.0\nU-Boot 2023.04 (Nov 02 2026)\n=> setenv bootargs console=ttyS0,115200 root=/dev/mmcblk0p2 rootpw={t}\n=> boot
s2 screen switch ¦ scenario 2 step 2: the same screenlog.0, a cell switch's enable password typed in clear ¦ {A16} ¦ cell-sw-3>enable\nPassword:\ncell-sw-3#show run | include username\nusername plcadmin privilege 15 password 0 {t}\ncell-sw-3#
s2 screen wifi ¦ scenario 2 step 3: the same screenlog.0, an AGV's Wi-Fi PSK printed by its setup menu ¦ {A20} ¦ [AGV-07 setup] 3) Network\n  SSID ........ FACTORY-IOT-5G\n  Security .... WPA2-PSK\n  PSK ......... {t}\n  DHCP ........ on
s3 tmux bastion ¦ scenario 3 step 1: tmux capture-pane -p -t ops:2 on a bastion, a one-liner with a MySQL password on the command line ¦ {p} ¦ $ tmux capture-pane -p -t ops:2\nops@bastion-sg1:~$ mysql -h bim-db.internal -u revit_sync -p'{t}' -e 'show processlist'\nERROR 1045 (28000): Access denied for user 'revit_sync'@'10.6.1.4'\nops@bastion-sg1:~$
s3 tmux history ¦ scenario 3 step 2: tmux capture-pane -S -200 of the same pane's history, an exported token ¦ {A40} ¦ $ tmux capture-pane -p -S -200 -t ops:2 | grep -n export\n87:ops@bastion-sg1:~$ export PRINTFARM_TOKEN={t}\n88:ops@bastion-sg1:~$ ./drain-queue.sh --farm sg-west
s3 tmux vault ¦ scenario 3 step 3: tmux capture-pane -e of a neighbouring pane, a pasted deploy key passphrase ¦ {p} ¦ $ tmux capture-pane -e -p -t ops:3\nEnter passphrase for key '/home/ops/.ssh/deploy_ed25519': \nops@bastion-sg1:~$ echo '{t}' | ssh-add ~/.ssh/deploy_ed25519\nIdentity added: /home/ops/.ssh/deploy_ed25519 (deploy@ci)
s4 putty log ¦ scenario 4 step 1: a PuTTY session log from a Windows jump box, a telnet-era PLC login echoed ¦ {A12} ¦ =~=~=~=~=~=~=~=~=~=~=~= PuTTY log 2026.12.07 19:02:11 =~=~=~=~=~=~=~=~=~=~=~=\nTrying 192.168.0.50...\nConnected to plc-line4.\nEscape character is '^]'.\nlogin: maint\npassword: {t}\nWelcome to CX-Server Gateway
s4 winscp script ¦ scenario 4 step 2: a WinSCP script the agent read from the jump box ¦ {p} ¦ C:\\ops> type pull_nc_programs.txt\noption batch abort\nopen sftp://cnc_ftp:{t}@10.12.0.21/ -hostkey="ssh-ed25519 255 3f:9a:…"\nget /nc/*.nc C:\\cam\\inbox\\\nexit
s4 winscp log ¦ scenario 4 step 3: WinSCP's /log output of the same run ¦ {p} ¦ . 2026-12-07 19:03:40.512 Script: open sftp://cnc_ftp:{t}@10.12.0.21/\n. 2026-12-07 19:03:40.913 Connecting to 10.12.0.21 ...\n. 2026-12-07 19:03:41.207 Access denied.
s5 rdp ps ¦ scenario 5 step 1: ps -ef on a Linux jump host showing an xfreerdp to a CAD workstation ¦ {p} ¦ $ ps -ef | grep [r]dp\ncad       41812  1 3 19:01 ?  00:00:12 xfreerdp /v:cad-ws-17.acme.local /u:ACME\\drafter /p:{t} /dynamic-resolution +clipboard
s5 x2go ¦ scenario 5 step 2: cat of an X2Go session file with a saved password ¦ {b24} ¦ $ cat ~/.x2goclient/sessions\n[20261207190455]\nhost=render-node-2\nuser=render\nautologin=true\npass={t}\ncommand=XFCE
s5 xrdp ini ¦ scenario 5 step 3: grep of xrdp.ini, a VNC backend password ¦ {A14} ¦ $ grep -n -A6 '^\[vnc-any\]' /etc/xrdp/xrdp.ini\n[vnc-any]\nname=vnc-any\nlib=libvnc.so\nip=10.9.0.14\nport=5901\nusername=na\npassword={t}
s6 sshportal ¦ scenario 6 step 1: sshportal host create with a password in the URL ¦ {p} ¦ config> host create --name kiln-ctl-2 ssh://ops:{t}@10.70.2.9:22\n2 host(s) created\nconfig> host ls
s6 jumpserver ¦ scenario 6 step 2: a JumpServer asset account API response ¦ {A24} ¦ $ curl -s -H "Authorization: Token 3f1c…" https://jms.acme.local/api/v1/accounts/account-secrets/5e2f/\n{"id": "5e2f…", "name": "root", "username": "root", "secret_type": "password", "secret": "{t}", "asset": {"name": "press-line-hmi"}}
s6 askpass ¦ scenario 6 step 3: cat of an SSH_ASKPASS helper the jump script uses ¦ {p} ¦ $ cat ~/bin/askpass-hmi.sh\n#!/bin/sh\n# used by jump-to-hmi via SSH_ASKPASS_REQUIRE=force\nprintf '%s\\n' '{t}'
"""

SINGLES = r"""
mobaxterm ini ¦ cat of MobaXterm.ini with a saved password line ¦ {b44} ¦ [Passwords]\nsiteadm@10.40.0.2=_@9{t}\n[Sesspanel]\nSessionsSaved=1
mremoteng confcons ¦ grep of an mRemoteNG confCons.xml node ¦ {b64} ¦ <Node Name="PLC Line 2" Type="Connection" Hostname="10.12.2.40" Protocol="Telnet" Username="maint" Password="{t}" Port="23" />
termius export ¦ a Termius vault export the agent read ¦ {p} ¦ {"hosts":[{"label":"crane-telemetry-gw","address":"10.55.0.3","ssh_config":{"port":22,"identity":{"username":"telemetry","password":"{t}"}}}]}
securecrt ini ¦ cat of a SecureCRT session .ini ¦ {h96} ¦ S:"Hostname"=10.20.0.5\nS:"Username"=scada\nS:"Password V2"=02:{t}\nD:"[SSH2] Port"=00000016
wezterm lua ¦ cat of a wezterm.lua with ssh_domains ¦ {p} ¦ config.ssh_domains = {\n  { name = 'printfarm', remote_address = 'farm-bastion.acme.io', username = 'ops',\n    ssh_option = { identityfile = '~/.ssh/farm', password = '{t}' } },\n}
autossh unit ¦ systemctl cat of an autossh tunnel unit ¦ {p} ¦ # /etc/systemd/system/vnc-tunnel.service\n[Service]\nEnvironment=AUTOSSH_GATETIME=0\nExecStart=/usr/bin/autossh -M 0 -N -L 5901:hmi-07:5900 jump@10.1.0.4 -o "PasswordAuthentication=yes" -o "SetEnv=TUNNEL_PW={t}"
ttyd ps ¦ ps of ttyd serving a shell with --credential ¦ {A18} ¦ root  2231  1  0 19:00 ?  00:00:00 ttyd --port 7681 --credential ops:{t} tmux attach -t cell4
gotty ps ¦ ps of GoTTY with -c user:pass ¦ {A18} ¦ ops  3319  1  0 19:00 ?  00:00:00 gotty -w -c robot:{t} --port 8080 screen -x amr
wetty compose ¦ cat of a docker-compose for WeTTY with --ssh-pass ¦ {p} ¦ services:\n  wetty:\n    image: wettyoss/wetty\n    command: --ssh-host=10.3.0.8 --ssh-user=drafter --ssh-pass={t} --base=/term
anydesk history ¦ bash history with an AnyDesk unattended password set ¦ {p} ¦ $ tail -3 ~/.bash_history\nsudo systemctl restart anydesk\necho '{t}' | sudo anydesk --set-password\nanydesk --get-id
teamviewer passwd ¦ a provisioning script log setting a TeamViewer password ¦ {p} ¦ + teamviewer passwd {t}\nok\n+ teamviewer info | grep 'TeamViewer ID'\n TeamViewer ID: 1 482 993 017
ser2net yaml ¦ cat of ser2net.yaml with a connection banner leaking a login ¦ {A16} ¦ connection: &robot1\n  accepter: telnet(rfc2217),tcp,3001\n  connector: serialdev,/dev/ttyUSB1,115200n81,local\n  options:\n    banner: "FANUC R-30iB console (maint / {t})\\r\\n"
cu console ¦ cu -l transcript of a switch console with echoed password ¦ {A14} ¦ $ cu -l /dev/ttyS0 -s 9600\nConnected.\nUser Access Verification\nUsername: admin\nPassword: {t}\n% Login invalid\n~.\nDisconnected.
telnet echo ¦ a telnet session with local echo to a kiln controller ¦ {A12} ¦ $ telnet 10.70.2.10 23\nTrying 10.70.2.10...\nConnected to 10.70.2.10.\nEscape character is '^]'.\nKILNCTL v2.1 login: operator\nPassword: {t}\nLogin incorrect
pageant bat ¦ cat of a Windows startup .bat loading a key into Pageant with a passphrase helper ¦ {p} ¦ @echo off\nrem load plant key\nset KEY_PASS={t}\n"C:\\Program Files\\PuTTY\\pageant.exe" C:\\keys\\plant.ppk --encrypted\nplink -batch -agent -pw %KEY_PASS% ops@10.12.0.21 uptime
cloudflared token ¦ cloudflared access token printed for an SSH hostname ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.{u150}.{u86} ¦ $ cloudflared access token -app=https://ssh-mes.acme.io\n{t}
iap tunnel ¦ gcloud compute ssh through IAP, a metadata startup script with a password echoed ¦ {p} ¦ $ gcloud compute ssh cad-license-01 --zone asia-southeast1-b --tunnel-through-iap --command 'sudo grep -i pass /etc/flexlm/license.env'\nExternal IP address was not found; defaulting to using IAP tunneling.\nLMADMIN_PASSWORD={t}
az bastion ¦ az network bastion ssh with a password argument in the agent's command echo ¦ {p} ¦ $ az network bastion ssh --name bas-plant --resource-group rg-ot --target-resource-id /subscriptions/…/virtualMachines/hist-01 --auth-type password --username histadm --password '{t}'\nAuthentication failed.
proxyjump config ¦ cat of ~/.ssh/config with a ProxyJump and a password left in a comment ¦ {p} ¦ Host robot-cell-*\n  ProxyJump ops@bastion-manila.acme.ph\n  User service\n  # pw for service on the cells: {t}  (ask Jomar before changing)
ssh verbose ¦ ssh -vvv debug lines showing a password sent through a keyboard-interactive helper's env ¦ {p} ¦ debug3: send packet: type 61\ndebug1: Authentications that can continue: publickey,keyboard-interactive\ndebug2: userauth_kbdint: responding with SSHPASS_ENV={t}\nPermission denied (keyboard-interactive).
scp verbose ¦ scp -v to a printer farm host with a URL that carries a password ¦ {p} ¦ $ scp -v model.3mf scp://farm:{t}@10.20.3.50:22/spool/\nExecuting: program /usr/bin/ssh host 10.20.3.50, user farm, command sftp\nscp: Connection closed
rsync daemon ¦ rsync -vv against an rsync daemon with the password file contents cat'd first ¦ {A20} ¦ $ cat /etc/rsync-nc.secret; rsync -vv --password-file=/etc/rsync-nc.secret cnc@10.12.0.21::programs/ ./nc/\n{t}\n@ERROR: auth failed on module programs
sftp batch ¦ sftp -b batch file content with an expect password ¦ {p} ¦ $ cat push_drawings.exp\nspawn sftp -b batch.txt dwg@files.acme-arch.sg\nexpect "password:"\nsend "{t}\\r"\ninteract
rdp file ¦ type of a .rdp file with a full address and a plaintext password field ¦ {p} ¦ full address:s:cad-ws-22.acme.local\nusername:s:ACME\\modeller\nprompt for credentials:i:0\nClearTextPassword:s:{t}
vnc passwd ¦ a VNC server's systemd drop-in passing a password on the command line ¦ {A8} ¦ [Service]\nExecStart=\nExecStart=/usr/bin/Xvnc :1 -geometry 1920x1080 -SecurityTypes VncAuth -PlainPasswd {t}
http mint ssm ¦ an HTTP tool response from SSM StartSession minting a session token ¦ {u200} ¦ HTTP 200 POST https://ssm.ap-southeast-1.amazonaws.com/ (X-Amz-Target: AmazonSSM.StartSession)\n{"SessionId":"agent-5f2c","TokenValue":"{t}","StreamUrl":"wss://ssmmessages…"}
http mint jumpserver ¦ an HTTP tool response minting a JumpServer connection token ¦ {uuid} ¦ HTTP 201 POST /api/v1/authentication/connection-token/\n{"id":"{t}","protocol":"ssh","asset":"press-line-hmi","account":"root","expire_time":1765136400}
http mint kiosk ¦ an HTTP tool response minting a remote-support session PIN for a machine kiosk ¦ {d9} ¦ HTTP 201 POST /v1/support-sessions\n{"session":"rs-8812","machine":"CNC-Okuma-04","join_pin":"{t}","expires_in":900}
byobu status ¦ byobu-screen hardcopy of a window with a token pasted into a prompt ¦ {A36} ¦ $ byobu-screen -X hardcopy /tmp/win3.txt; cat /tmp/win3.txt\nFABLAB> login --token {t}\nFABLAB: token rejected (expired)
rg ssh dir ¦ rg over a project's ops notes finding a console password ¦ {p} ¦ $ rg -n -i 'console' ops/notes/\nops/notes/site-handover.md:41:Serial console on the tower crane datalogger: user=tc, pw={t} (9600 8N1)
git diff remmina ¦ git diff adding a Remmina profile to dotfiles ¦ {b32} ¦ $ git diff --cached -- .local/share/remmina/\n+[remmina]\n+name=QA CMM PC\n+server=10.14.0.31\n+protocol=RDP\n+password={t}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
