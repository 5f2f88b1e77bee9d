<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>Flip {card}</source>
            <translation>翻转 {card}</translation>
        </message>
        <message>
            <source>Shuffle {zone}</source>
            <translation>洗 {zone}</translation>
        </message>
        <message>
            <source>Deal {count} card(s) to everyone</source>
            <translation>每人发 {count} 张牌</translation>
        </message>
        <message>
            <source>Pass the mouse to the next seat</source>
            <translation>把滑鼠交给下一位</translation>
        </message>
        <message>
            <source>Move {card} to {zone}</source>
            <translation>把 {card} 移到 {zone}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Re-equip</source>
            <translation>重新装备</translation>
        </message>
        <message>
            <source>Stop purging</source>
            <translation>结束清理</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>认输</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>交换手牌</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>角色更换</translation>
        </message>
        <message>
            <source>Background text (信息補充)</source>
            <translation>信息补充</translation>
        </message>
        <message>
            <source>Play {card} against {target} ({source})</source>
            <translation>以 {card} 对 {target} 出牌（{source}）</translation>
        </message>
        <message>
            <source>Answer with {card} ({source})</source>
            <translation>以 {card} 应对（{source}）</translation>
        </message>
        <message>
            <source>Purge with {card}</source>
            <translation>以 {card} 清理收牌</translation>
        </message>
        <message>
            <source>Discard collected {card}</source>
            <translation>丢弃收牌 {card}</translation>
        </message>
        <message>
            <source>Discard {card}</source>
            <translation>丢弃 {card}</translation>
        </message>
        <message>
            <source>Offer {card} in trade</source>
            <translation>以 {card} 交易</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>弃局</translation>
        </message>
        <message>
            <source>Abandon this round, paying {card} (棄局)</source>
            <translation>本回合弃局，付出 {card}</translation>
        </message>
        <message>
            <source>Rearm</source>
            <translation>重新武装</translation>
        </message>
        <message>
            <source>Do not rearm</source>
            <translation>不重新装备</translation>
        </message>
        <message>
            <source>Opt in (加入情況)</source>
            <translation>加入情况</translation>
        </message>
        <message>
            <source>Stay out</source>
            <translation>不加入</translation>
        </message>
        <message>
            <source>Score the trade</source>
            <translation>计分交易</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>作废本次行动</translation>
        </message>
        <message>
            <source>Vote yes: place my collected pile</source>
            <translation>投赞成票：放入我的收牌</translation>
        </message>
        <message>
            <source>Vote no</source>
            <translation>投反对票</translation>
        </message>
        <message>
            <source>Yield my position to {name} (讓位)</source>
            <translation>让位给 {name}</translation>
        </message>
        <message>
            <source>Accept the offered position</source>
            <translation>接受让出的位置</translation>
        </message>
        <message>
            <source>Decline the offer</source>
            <translation>拒绝让位</translation>
        </message>
        <message>
            <source>Reshuffle, way {way} (重洗)</source>
            <translation>重洗（方式 {way}）</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Resume</source>
            <translation>继续牌局</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed). Resume it?</source>
            <translation>有一局牌未完成（程式被关闭或当机）。要继续吗？</translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <source>the only sensible move</source>
            <translation>唯一合理的一步</translation>
        </message>
    </context>
    <context>
        <name>CardDetail</name>
        <message>
            <source>Card</source>
            <translation>卡牌</translation>
        </message>
        <message>
            <source>Other language (F3)</source>
            <translation>另一种语言（F3）</translation>
        </message>
        <message>
            <source>Hover over a card to read it.</source>
            <translation>将滑鼠移到卡牌上即可阅读。</translation>
        </message>
        <message>
            <source>A face-down card.</source>
            <translation>一张盖放的牌。</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <source>Pass to %1</source>
            <translation>请交给 %1</translation>
        </message>
        <message>
            <source>I am %1 — show my cards</source>
            <translation>我是 %1 — 显示我的牌</translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message>
            <source>三国智 deck editor</source>
            <translation>三国智 组卡器</translation>
        </message>
        <message>
            <source>Every type</source>
            <translation>所有类别</translation>
        </message>
        <message>
            <source>Every faction (势力)</source>
            <translation>所有势力</translation>
        </message>
        <message>
            <source>Every troop type (兵种)</source>
            <translation>所有兵种</translation>
        </message>
        <message>
            <source>Any command condition</source>
            <translation>任意兵权条件</translation>
        </message>
        <message>
            <source>No condition</source>
            <translation>无兵权条件</translation>
        </message>
        <message>
            <source>Needs %1</source>
            <translation>需要%1兵权</translation>
        </message>
        <message>
            <source>Search names and texts…</source>
            <translation>搜寻名称与文字…</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>势力</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>兵权条件</translation>
        </message>
        <message>
            <source>A/H/I</source>
            <translation>攻/生/智</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>编号</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>Deck name:</source>
            <translation>卡组名称：</translation>
        </message>
        <message>
            <source>New</source>
            <translation>新建</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>打开…</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>另存为…</translation>
        </message>
        <message>
            <source>Play against a bot</source>
            <translation>与电脑对战</translation>
        </message>
        <message>
            <source>Bot plays: %1</source>
            <translation>电脑使用：%1</translation>
        </message>
        <message>
            <source>%1 of %2 cards</source>
            <translation>%2 张中的 %1 张</translation>
        </message>
        <message>
            <source>Deck %1 (at least 50) · events %2 (at most 5) · formations %3 (at most 3)</source>
            <translation>卡组 %1（至少 50）· 事件 %2（至多 5）· 阵型 %3（至多 3）</translation>
        </message>
        <message>
            <source>The deck is legal.</source>
            <translation>卡组合法。</translation>
        </message>
        <message>
            <source>My deck</source>
            <translation>我的卡组</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Unknown cards left out: %1</source>
            <translation>略去未知的卡：%1</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>打开卡组</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三国智卡组 (*.txt *.json)</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>保存卡组</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt)</source>
            <translation>三国智卡组 (*.txt)</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Rules of 劇牌</source>
            <translation>剧牌规则</translation>
        </message>
        <message>
            <source>The rules pages are not installed. See rules/jupai.md in the source.</source>
            <translation>规则页面未安装。请参阅原始码中的 rules/jupai.md。</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>Decks in play; auto = 1 for basic with up to 5 players, else 2.</source>
            <translation>使用的牌副数；auto＝普通局 5 人以内 1 副，否则 2 副。</translation>
        </message>
        <message>
            <source>Use the blank card as the narrator's identity.</source>
            <translation>用空白牌作为旁白的身份牌。</translation>
        </message>
        <message>
            <source>Value of the small joker.</source>
            <translation>小王的数值。</translation>
        </message>
        <message>
            <source>Value of the big joker.</source>
            <translation>大王的数值。</translation>
        </message>
        <message>
            <source>Value of the blank card.</source>
            <translation>空白牌的数值。</translation>
        </message>
        <message>
            <source>When two players count as the same identity.</source>
            <translation>两位玩家何时算同身份。</translation>
        </message>
        <message>
            <source>Round value that makes a supply round.</source>
            <translation>构成补给回合的回合数。</translation>
        </message>
        <message>
            <source>Round value that makes a discard round.</source>
            <translation>构成丢弃回合的回合数。</translation>
        </message>
        <message>
            <source>Odd round values attack, even ones defend.</source>
            <translation>回合数为质数时进攻，积数时防守。</translation>
        </message>
        <message>
            <source>Number of round cards, the bottom card included.</source>
            <translation>回合牌数量（含底牌）。</translation>
        </message>
        <message>
            <source>Who plays first.</source>
            <translation>谁先出牌。</translation>
        </message>
        <message>
            <source>Deal and draw quality and weapon cards.</source>
            <translation>发放并抽取质量牌和武器牌。</translation>
        </message>
        <message>
            <source>What happens when attack totals are equal.</source>
            <translation>进攻总数相等时如何处理。</translation>
        </message>
        <message>
            <source>Who defends in a defense round.</source>
            <translation>防守回合由谁防守。</translation>
        </message>
        <message>
            <source>Who collects when a defense ties.</source>
            <translation>防守平手时谁收牌。</translation>
        </message>
        <message>
            <source>Former total of a same-identity defense: sum or max.</source>
            <translation>同身份防守的前者总数：相加或取大。</translation>
        </message>
        <message>
            <source>Where the intent of a successful discard goes.</source>
            <translation>丢弃成功时意图牌去哪里。</translation>
        </message>
        <message>
            <source>How many collected cards a purge may discard.</source>
            <translation>一次清理可丢弃多少张收牌。</translation>
        </message>
        <message>
            <source>Purge and re-equip in one supply turn.</source>
            <translation>在同一补给回合中清理并重新装备。</translation>
        </message>
        <message>
            <source>Rearming at upkeep is optional or mandatory.</source>
            <translation>维持阶段重新武装是可选还是必须。</translation>
        </message>
        <message>
            <source>Rounds without rearming after a weapon is used up.</source>
            <translation>武器用尽后不能重新武装的回合数。</translation>
        </message>
        <message>
            <source>Allow passing in attack, defense and discard rounds.</source>
            <translation>允许在进攻、防守和丢弃回合跳过。</translation>
        </message>
        <message>
            <source>Where used-up equipment goes.</source>
            <translation>用尽的装备去哪里。</translation>
        </message>
        <message>
            <source>Stop at the first player out, or play on.</source>
            <translation>第一位玩家出完即结束，或继续打下去。</translation>
        </message>
        <message>
            <source>In the final round equipment must be played out too.</source>
            <translation>最后一回合也必须出完装备。</translation>
        </message>
        <message>
            <source>What a refused continuation vote does.</source>
            <translation>继续投票被否决时如何处理。</translation>
        </message>
        <message>
            <source>How halved bonuses are rounded.</source>
            <translation>减半加成的取整方式。</translation>
        </message>
        <message>
            <source>Bonus only when its parity matches the effect card.</source>
            <translation>只有奇偶与效果牌相符时才有加成。</translation>
        </message>
        <message>
            <source>When a new strategy card is drawn.</source>
            <translation>何时抽新的策略牌。</translation>
        </message>
        <message>
            <source>Which situation card is checked first.</source>
            <translation>先检查哪一张情况牌。</translation>
        </message>
        <message>
            <source>Use the forced situations (cooperation, trade, plunder, discard).</source>
            <translation>使用强制情况（合作、交易、掠夺、丢弃）。</translation>
        </message>
        <message>
            <source>When a forced trade fires.</source>
            <translation>何时触发强制交易。</translation>
        </message>
        <message>
            <source>Number of prop cards.</source>
            <translation>道具牌数量。</translation>
        </message>
        <message>
            <source>Limit props to one per round.</source>
            <translation>每回合最多一张道具牌。</translation>
        </message>
        <message>
            <source>What three props in a row do.</source>
            <translation>连续三张道具牌时如何处理。</translation>
        </message>
        <message>
            <source>Deal time-limited cards.</source>
            <translation>发放时效牌。</translation>
        </message>
        <message>
            <source>How many cards the time-limited refill draws.</source>
            <translation>时效牌补充时抽几张。</translation>
        </message>
        <message>
            <source>Vote on continuing when only the bottom card is left.</source>
            <translation>只剩底牌时投票决定是否继续。</translation>
        </message>
        <message>
            <source>Shuffle the placed cards when play continues.</source>
            <translation>回合继续时洗匀放入的牌。</translation>
        </message>
        <message>
            <source>Where a role change takes the new roles from.</source>
            <translation>角色更换时新角色从哪里来。</translation>
        </message>
        <message>
            <source>Abandoning leaves the game, or sits out one round.</source>
            <translation>弃局是退出整局，还是只停一回合。</translation>
        </message>
        <message>
            <source>The hand card an abandoned round costs.</source>
            <translation>弃一回合要付出的手牌。</translation>
        </message>
        <message>
            <source>Ask every player in the gesture windows, or skip them.</source>
            <translation>手势时机逐一询问每位玩家，或略过。</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>{name} takes the mouse.</source>
            <translation>{name} 接过滑鼠。</translation>
        </message>
        <message>
            <source>{card} is dissolved.</source>
            <translation>{card} 被解散。</translation>
        </message>
        <message>
            <source>{card} is dying (濒死).</source>
            <translation>{card} 濒死。</translation>
        </message>
        <message>
            <source>{card} goes to the graveyard ({how}).</source>
            <translation>{card} 进入墓地（{how}）。</translation>
        </message>
        <message>
            <source>{player} loses the commander slot.</source>
            <translation>{player} 失去将领槽。</translation>
        </message>
        <message>
            <source>{card} returns to its owner's hand.</source>
            <translation>{card} 回到持有者手中。</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>{card} 被破坏。</translation>
        </message>
        <message>
            <source>{player} must draw from an empty camp.</source>
            <translation>{player} 必须从空的阵营抽牌。</translation>
        </message>
        <message>
            <source>{card} takes {n} damage.</source>
            <translation>{card} 受到 {n} 点伤害。</translation>
        </message>
        <message>
            <source>{card}: a triggered effect goes on the chain.</source>
            <translation>{card}：触发的效果加入连锁。</translation>
        </message>
        <message>
            <source>{card} loses its treasure.</source>
            <translation>{card} 失去宝物。</translation>
        </message>
        <message>
            <source>{card} survives (生还).</source>
            <translation>{card} 生还。</translation>
        </message>
        <message>
            <source>{card} moves to the {role} slot.</source>
            <translation>{card} 移到{role}槽。</translation>
        </message>
        <message>
            <source>{player} takes control of {card}.</source>
            <translation>{player} 取得 {card} 的控制权。</translation>
        </message>
        <message>
            <source>{card} is turned face up.</source>
            <translation>{card} 翻成正面。</translation>
        </message>
        <message>
            <source>{card} leaves the chain.</source>
            <translation>{card} 离开连锁。</translation>
        </message>
        <message>
            <source>{card} leaves the chain: no target is left.</source>
            <translation>{card} 离开连锁：没有目标了。</translation>
        </message>
        <message>
            <source>{card} enters the field.</source>
            <translation>{card} 登场。</translation>
        </message>
        <message>
            <source>{player} loses.</source>
            <translation>{player} 落败。</translation>
        </message>
        <message>
            <source>The draw pile is empty: the discard pile is shuffled into a new draw pile.</source>
            <translation>牌堆已空：弃牌堆洗成新的牌堆。</translation>
        </message>
        <message>
            <source>Round {round}: the round card is {card} (value {value}), a {nature} round.</source>
            <translation>第 {round} 回合：回合牌是 {card}（数值 {value}），{nature}回合。</translation>
        </message>
        <message>
            <source>This is the final round: every hand must be played out.</source>
            <translation>这是最后一回合：所有手牌都必须出完。</translation>
        </message>
        <message>
            <source>{name} rearms.</source>
            <translation>{name} 重新武装。</translation>
        </message>
        <message>
            <source>{name} has no legal action and passes.</source>
            <translation>{name} 没有合法行动，跳过。</translation>
        </message>
        <message>
            <source>{name} has no burden left and goes out!</source>
            <translation>{name} 负担归零，胜出！</translation>
        </message>
        <message>
            <source>{actor} commits an intent card against {target}.</source>
            <translation>{actor} 对 {target} 盖下一张意图牌。</translation>
        </message>
        <message>
            <source>{name}'s weapon is used up; rearming is possible from round {round}.</source>
            <translation>{name} 的武器已用尽；第 {round} 回合起可重新武装。</translation>
        </message>
        <message>
            <source>{name} has used the weapon {uses} of {cap} times.</source>
            <translation>{name} 已使用武器 {uses}／{cap} 次。</translation>
        </message>
        <message>
            <source>The totals are equal.</source>
            <translation>总数相等。</translation>
        </message>
        <message>
            <source>The defense becomes an attack: {name} collects both cards.</source>
            <translation>防守变为进攻：{name} 收下两张牌。</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the weapon.</source>
            <translation>丢弃成功：{name} 失去武器。</translation>
        </message>
        <message>
            <source>The discard fails: the intent card is discarded.</source>
            <translation>丢弃失败：意图牌被丢弃。</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the equipment.</source>
            <translation>丢弃成功：{name} 失去装备。</translation>
        </message>
        <message>
            <source>The discard fails.</source>
            <translation>丢弃失败。</translation>
        </message>
        <message>
            <source>{name} collects both intent cards.</source>
            <translation>{name} 收下两张意图牌。</translation>
        </message>
        <message>
            <source>{name} re-equips.</source>
            <translation>{name} 重新装备。</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} 跳过。</translation>
        </message>
        <message>
            <source>{name} has no legal action and must discard a hand card.</source>
            <translation>{name} 没有合法行动，必须丢弃一张手牌。</translation>
        </message>
        <message>
            <source>{name} offers their position to {other}.</source>
            <translation>{name} 向 {other} 让位。</translation>
        </message>
        <message>
            <source>{name} accepts: the two swap places in the turn order.</source>
            <translation>{name} 接受：两人交换出牌顺序。</translation>
        </message>
        <message>
            <source>{name} declines the offer.</source>
            <translation>{name} 拒绝让位。</translation>
        </message>
        <message>
            <source>{name} calls for a reshuffle: everything but the identities is dealt again.</source>
            <translation>{name} 要求重洗：除身份牌外全部重新发牌。</translation>
        </message>
        <message>
            <source>{name} reshuffles {n} collected cards into the draw pile and draws as many.</source>
            <translation>{name} 把 {n} 张收牌洗入牌堆，再抽同样张数。</translation>
        </message>
        <message>
            <source>{name} pauses the game.</source>
            <translation>{name} 暂停牌局。</translation>
        </message>
        <message>
            <source>{name} resumes the game.</source>
            <translation>{name} 继续牌局。</translation>
        </message>
        <message>
            <source>{name} abandons the game (棄局) and withdraws.</source>
            <translation>{name} 弃局，退出牌局。</translation>
        </message>
        <message>
            <source>{name} sits out this round (棄局).</source>
            <translation>{name} 本回合弃局。</translation>
        </message>
        <message>
            <source>{name} concedes (認輸).</source>
            <translation>{name} 认输。</translation>
        </message>
        <message>
            <source>{name} exchanges {n} hand cards (交換).</source>
            <translation>{name} 交换 {n} 张手牌。</translation>
        </message>
        <message>
            <source>{name} calls for a role change (角色更換).</source>
            <translation>{name} 要求角色更换。</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>%1's %2</source>
            <translation>%1的%2</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>一张牌</translation>
        </message>
        <message>
            <source>+</source>
            <translation>＋</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>%1 is revealed (%2)</source>
            <translation>%1 被亮出（%2）</translation>
        </message>
        <message>
            <source>%1 is turned face down (%2)</source>
            <translation>%1 盖回背面（%2）</translation>
        </message>
        <message>
            <source>%1 is shuffled</source>
            <translation>%1 已洗牌</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>轮到 %1</translation>
        </message>
        <message>
            <source>Game over. Ranking: %1</source>
            <translation>牌局结束。名次：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 张牌</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Paizhuo 牌桌</source>
            <translation>牌桌 Paizhuo</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>牌局(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>开启(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>储存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存新档(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Actions</source>
            <translation>行动(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>结束(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>复原(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>检视(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Light table</source>
            <translation>浅色牌桌(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Dark table</source>
            <translation>深色牌桌(&amp;D)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>动画速度(&amp;S)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即时</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Show &amp;log</source>
            <translation>显示记录(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>说明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <source>Rule for the card or place under the mouse</source>
            <translation>滑鼠所指的牌或位置的规则</translation>
        </message>
        <message>
            <source>&amp;About Paizhuo</source>
            <translation>关于牌桌(&amp;A)</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Could not save: %1</source>
            <translation>无法储存：%1</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>牌局结束 — %1</translation>
        </message>
        <message>
            <source>No game — Game ▸ New game</source>
            <translation>没有牌局 — 牌局 ▸ 新牌局</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>Sandbox — %1 has the mouse</source>
            <translation>自由牌桌 — %1 操作中</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 回合</translation>
        </message>
        <message>
            <source>final round</source>
            <translation>最后一回合</translation>
        </message>
        <message>
            <source>%1 to act</source>
            <translation>轮到 %1</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>开启存档</translation>
        </message>
        <message>
            <source>Paizhuo saves (*.json)</source>
            <translation>牌桌存档 (*.json)</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>开启</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>已储存到 %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>储存牌局</translation>
        </message>
        <message>
            <source>About Paizhuo</source>
            <translation>关于牌桌</translation>
        </message>
        <message>
            <source>Paizhuo 牌桌 %1 — a card table for Chinese card games.</source>
            <translation>牌桌 Paizhuo %1 — 中国纸牌游戏的牌桌。</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>劇牌 Ju Pai</source>
            <translation>剧牌</translation>
        </message>
        <message>
            <source>Sandbox (free table)</source>
            <translation>自由牌桌</translation>
        </message>
        <message>
            <source>三国智 San Guo Zhi</source>
            <translation>三国智</translation>
        </message>
        <message>
            <source>One deck with jokers (54)</source>
            <translation>一副牌含大小王（54 张）</translation>
        </message>
        <message>
            <source>Two decks with jokers (108)</source>
            <translation>两副牌含大小王（108 张）</translation>
        </message>
        <message>
            <source>One deck without jokers (52)</source>
            <translation>一副牌不含大小王（52 张）</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <source>Basic</source>
            <translation>普通</translation>
        </message>
        <message>
            <source>Advanced</source>
            <translation>进阶</translation>
        </message>
        <message>
            <source>Mode:</source>
            <translation>模式：</translation>
        </message>
        <message>
            <source>Deck:</source>
            <translation>牌组：</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>人数：</translation>
        </message>
        <message>
            <source>Seed:</source>
            <translation>种子：</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>电脑</translation>
        </message>
        <message>
            <source>House rules (劇牌 §9)</source>
            <translation>自订规则（剧牌 §9）</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>The game is over.</source>
            <translation>牌局已结束。</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>现在轮到 {name}。</translation>
        </message>
        <message>
            <source>That card cannot be played now.</source>
            <translation>这张牌现在不能打出。</translation>
        </message>
        <message>
            <source>That card cannot go there now.</source>
            <translation>这张牌现在不能放到那里。</translation>
        </message>
        <message>
            <source>There is no seat {seat}.</source>
            <translation>没有座位 {seat}。</translation>
        </message>
        <message>
            <source>There is no card {card} on the table.</source>
            <translation>桌上没有 {card} 这张牌。</translation>
        </message>
        <message>
            <source>There is no zone {zone}.</source>
            <translation>没有 {zone} 这个位置。</translation>
        </message>
        <message>
            <source>Only its owner may take a card from a hand.</source>
            <translation>只有持有者能从手牌中取牌。</translation>
        </message>
        <message>
            <source>That zone is full.</source>
            <translation>那个位置已满。</translation>
        </message>
        <message>
            <source>There is no such position in that zone.</source>
            <translation>那个位置没有这个顺位。</translation>
        </message>
        <message>
            <source>Deal between 1 and 20 cards each.</source>
            <translation>每人发 1 到 20 张牌。</translation>
        </message>
        <message>
            <source>The sandbox has no such action.</source>
            <translation>自由牌桌没有这种行动。</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>现在不能这样做。</translation>
        </message>
        <message>
            <source>There is no such seat.</source>
            <translation>没有这个座位。</translation>
        </message>
        <message>
            <source>The game is paused; only {name} may resume or concede.</source>
            <translation>牌局暂停中；只有 {name} 能继续或认输。</translation>
        </message>
        <message>
            <source>{name} is no longer in the game.</source>
            <translation>{name} 已不在牌局中。</translation>
        </message>
        <message>
            <source>Gestures are made between actions, never while a commitment is pending.</source>
            <translation>手势只能在行动之间做出，不能在盖牌待决时。</translation>
        </message>
        <message>
            <source>It is {name}'s decision now, not yours.</source>
            <translation>现在由 {name} 决定，不是你。</translation>
        </message>
        <message>
            <source>That is not possible at this moment of the round ({phase}).</source>
            <translation>回合的这个阶段（{phase}）不能这样做。</translation>
        </message>
        <message>
            <source>A supply round has no target: purge, re-equip or pass.</source>
            <translation>补给回合没有目标：清理、重新装备或跳过。</translation>
        </message>
        <message>
            <source>The intent card must come from your hand.</source>
            <translation>意图牌必须来自你的手牌。</translation>
        </message>
        <message>
            <source>Targets are always other players.</source>
            <translation>目标必须是其他玩家。</translation>
        </message>
        <message>
            <source>{name} cannot be targeted: not in play this round.</source>
            <translation>{name} 本回合不在场，不能被指定。</translation>
        </message>
        <message>
            <source>A player with no hand card cannot be targeted in attack or defense rounds.</source>
            <translation>没有手牌的玩家不能在进攻或防守回合被指定。</translation>
        </message>
        <message>
            <source>A same-identity discard needs a target with equipment.</source>
            <translation>同身份丢弃的目标必须有装备。</translation>
        </message>
        <message>
            <source>The target of a discard must hold a weapon card.</source>
            <translation>丢弃的目标必须持有武器牌。</translation>
        </message>
        <message>
            <source>A discard is made with the intent alone.</source>
            <translation>丢弃只用意图牌。</translation>
        </message>
        <message>
            <source>Nobody is waiting for your commitment now.</source>
            <translation>现在没有人在等你盖牌。</translation>
        </message>
        <message>
            <source>Purging and re-equipping are supply-round actions.</source>
            <translation>清理和重新装备是补给回合的行动。</translation>
        </message>
        <message>
            <source>Nothing is drawn in the final round.</source>
            <translation>最后一回合不抽牌。</translation>
        </message>
        <message>
            <source>In the final round every turn must play a hand card.</source>
            <translation>最后一回合每次轮到都必须出一张手牌。</translation>
        </message>
        <message>
            <source>In attack, defense and discard rounds you must act when you can.</source>
            <translation>在进攻、防守和丢弃回合，能行动就必须行动。</translation>
        </message>
        <message>
            <source>You may discard a hand card only in the final round when no action is legal.</source>
            <translation>只有在最后一回合没有合法行动时才能丢弃手牌。</translation>
        </message>
        <message>
            <source>Collected cards are discarded only by a purge.</source>
            <translation>收牌只能透过清理丢弃。</translation>
        </message>
        <message>
            <source>Only your own collected cards can be purged.</source>
            <translation>只能清理自己的收牌。</translation>
        </message>
        <message>
            <source>The purge intent pays for no more cards.</source>
            <translation>清理的意图牌不足以再丢弃更多牌。</translation>
        </message>
        <message>
            <source>That gesture is not available in this window or has been used.</source>
            <translation>此时不能做这个手势，或已经用过。</translation>
        </message>
        <message>
            <source>Unknown weapon source.</source>
            <translation>未知的武器来源。</translation>
        </message>
        <message>
            <source>The defense actor commits an intent only, without a weapon.</source>
            <translation>防守回合的行动者只盖意图牌，不用武器。</translation>
        </message>
        <message>
            <source>With defense_mode=actor_defends the target commits an intent only.</source>
            <translation>defense_mode=actor_defends 时目标只盖意图牌。</translation>
        </message>
        <message>
            <source>The target of a discard commits an intent only.</source>
            <translation>丢弃的目标只盖意图牌。</translation>
        </message>
        <message>
            <source>That weapon source is not available to you now.</source>
            <translation>你现在不能使用这个武器来源。</translation>
        </message>
        <message>
            <source>The defender must use a weapon source when one is available.</source>
            <translation>防守者有武器来源时必须使用。</translation>
        </message>
        <message>
            <source>In the final round a weapon source must be used when one is available.</source>
            <translation>最后一回合有武器来源时必须使用。</translation>
        </message>
        <message>
            <source>That commitment is not possible now.</source>
            <translation>现在不能这样盖牌。</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of 劇牌</source>
            <translation>剧牌规则</translation>
        </message>
    </context>
    <context>
        <name>Sanguozhi</name>
        <message>
            <source>out</source>
            <translation>出局</translation>
        </message>
        <message>
            <source>hand %1</source>
            <translation>手牌 %1</translation>
        </message>
        <message>
            <source>camp %1</source>
            <translation>营地 %1</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>一张盖放的牌</translation>
        </message>
        <message>
            <source>ATK %1</source>
            <translation>攻 %1</translation>
        </message>
        <message>
            <source>DEF %1</source>
            <translation>守 %1</translation>
        </message>
        <message>
            <source>dying</source>
            <translation>濒死</translation>
        </message>
        <message>
            <source>New battle group</source>
            <translation>新战团</translation>
        </message>
        <message>
            <source>drop an attacker here</source>
            <translation>把进攻者拖到这里</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>无防守者</translation>
        </message>
        <message>
            <source>三国智 &amp;deck editor…</source>
            <translation>三国智组卡器(&amp;D)…</translation>
        </message>
        <message>
            <source>三国智: card, chain, battle</source>
            <translation>三国智：卡牌、连环、战斗</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>电脑</translation>
        </message>
        <message>
            <source>Other deck file…</source>
            <translation>其他卡组档案…</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>打开卡组</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三国智卡组 (*.txt *.json)</translation>
        </message>
    </context>
    <context>
        <name>SanguozhiPanel</name>
        <message>
            <source>a hidden card</source>
            <translation>一张未知的牌</translation>
        </message>
        <message>
            <source>targets: %1</source>
            <translation>目标：%1</translation>
        </message>
        <message>
            <source>Your choices (click or Enter)</source>
            <translation>你的选择（点击或 Enter）</translation>
        </message>
        <message>
            <source>Pass (Ctrl+Enter)</source>
            <translation>跳过（Ctrl+Enter）</translation>
        </message>
        <message>
            <source>Turn %1 · %2 · %3</source>
            <translation>第 %1 回合 · %2 · %3</translation>
        </message>
        <message>
            <source>your move</source>
            <translation>轮到你</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>无防守者</translation>
        </message>
        <message>
            <source>Damage to place</source>
            <translation>待分配的伤害</translation>
        </message>
        <message>
            <source>Room left (health)</source>
            <translation>剩余生命</translation>
        </message>
        <message>
            <source>No battle now.</source>
            <translation>目前没有战斗。</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>(bot)</source>
            <translation>（电脑）</translation>
        </message>
        <message>
            <source>burden %n</source>
            <translation>负担 %n</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>一张背面朝上的牌</translation>
        </message>
        <message>
            <source>value %1</source>
            <translation>数值 %1</translation>
        </message>
        <message>
            <source>Rule for this place</source>
            <translation>此位置的规则</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>手牌 %n 张</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <source>Identity</source>
            <translation>身份</translation>
        </message>
        <message>
            <source>Hand (intent)</source>
            <translation>手牌（意图）</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>质量</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>武器</translation>
        </message>
        <message>
            <source>Collected</source>
            <translation>收牌</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Trigger</source>
            <translation>触发牌</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>发觉牌</translation>
        </message>
        <message>
            <source>Benefit</source>
            <translation>应然牌</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>效果牌</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>策略牌</translation>
        </message>
        <message>
            <source>Time-limited</source>
            <translation>时效牌</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>牌堆</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>弃牌堆</translation>
        </message>
        <message>
            <source>Round pile</source>
            <translation>回合牌堆</translation>
        </message>
        <message>
            <source>Round card</source>
            <translation>回合牌</translation>
        </message>
        <message>
            <source>Props</source>
            <translation>道具牌</translation>
        </message>
        <message>
            <source>Out of game</source>
            <translation>出局</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>牌库</translation>
        </message>
        <message>
            <source>Table area</source>
            <translation>桌面</translation>
        </message>
        <message>
            <source>Spot 1</source>
            <translation>位置 1</translation>
        </message>
        <message>
            <source>Spot 2</source>
            <translation>位置 2</translation>
        </message>
        <message>
            <source>Spot 3</source>
            <translation>位置 3</translation>
        </message>
        <message>
            <source>Spot 4</source>
            <translation>位置 4</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Intent</source>
            <translation>意图</translation>
        </message>
        <message>
            <source>Weapon value</source>
            <translation>武器值</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>装备</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>加成</translation>
        </message>
        <message>
            <source>Prop</source>
            <translation>道具</translation>
        </message>
        <message>
            <source>Situation</source>
            <translation>情况</translation>
        </message>
        <message>
            <source>attack total</source>
            <translation>进攻总数</translation>
        </message>
        <message>
            <source>defense, former</source>
            <translation>防守前者</translation>
        </message>
        <message>
            <source>defense, latter</source>
            <translation>防守后者</translation>
        </message>
        <message>
            <source>discard attack</source>
            <translation>丢弃攻击</translation>
        </message>
        <message>
            <source>discard intent</source>
            <translation>丢弃意图</translation>
        </message>
        <message>
            <source>discard, quality</source>
            <translation>丢弃质量</translation>
        </message>
        <message>
            <source>purge limit</source>
            <translation>清理上限</translation>
        </message>
        <message>
            <source>Round {n} begins</source>
            <translation>第 {n} 回合开始</translation>
        </message>
        <message>
            <source>Setup window: gestures before round 1</source>
            <translation>准备阶段：第 1 回合前的手势</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>回合开始手势时机</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>最后回合手势时机</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>进攻</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>防守</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>补给</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>丢弃</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>准备</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>手势时机</translation>
        </message>
        <message>
            <source>Upkeep</source>
            <translation>维持</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>应对</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>清理</translation>
        </message>
        <message>
            <source>Trade</source>
            <translation>交易</translation>
        </message>
        <message>
            <source>Vote</source>
            <translation>投票</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>Yield</source>
            <translation>让位</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>地主</translation>
        </message>
        <message>
            <source>Farmer</source>
            <translation>农民</translation>
        </message>
        <message>
            <source>Coordinator</source>
            <translation>协调员</translation>
        </message>
        <message>
            <source>Narrator</source>
            <translation>旁白</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>胜出</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>已弃局</translation>
        </message>
        <message>
            <source>Conceded</source>
            <translation>已认输</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>在场</translation>
        </message>
        <message>
            <source>No weapon</source>
            <translation>不用武器</translation>
        </message>
    </context>
</TS>