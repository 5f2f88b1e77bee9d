<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Actions</name>
        <message>
            <source>Flip {card}</source>
            <translation>Flip {card}</translation>
        </message>
        <message>
            <source>Shuffle {zone}</source>
            <translation>Shuffle {zone}</translation>
        </message>
        <message>
            <source>Deal {count} card(s) to everyone</source>
            <translation>Deal {count} card(s) to everyone</translation>
        </message>
        <message>
            <source>Pass the mouse to the next seat</source>
            <translation>Pass the mouse to the next seat</translation>
        </message>
        <message>
            <source>Move {card} to {zone}</source>
            <translation>Move {card} to {zone}</translation>
        </message>
        <message>
            <source>Place command</source>
            <translation>Place command</translation>
        </message>
        <message>
            <source>Conscript</source>
            <translation>Conscript</translation>
        </message>
        <message>
            <source>Deploy general</source>
            <translation>Deploy general</translation>
        </message>
        <message>
            <source>Set general face down</source>
            <translation>Set general face down</translation>
        </message>
        <message>
            <source>Set stratagem face down</source>
            <translation>Set stratagem face down</translation>
        </message>
        <message>
            <source>Equip treasure</source>
            <translation>Equip treasure</translation>
        </message>
        <message>
            <source>Use stratagem</source>
            <translation>Use stratagem</translation>
        </message>
        <message>
            <source>Use event</source>
            <translation>Use event</translation>
        </message>
        <message>
            <source>Flip face up</source>
            <translation>Flip face up</translation>
        </message>
        <message>
            <source>Form formation</source>
            <translation>Form formation</translation>
        </message>
        <message>
            <source>Dissolve formation</source>
            <translation>Dissolve formation</translation>
        </message>
        <message>
            <source>Use ability</source>
            <translation>Use ability</translation>
        </message>
        <message>
            <source>Attack: battle group {group}</source>
            <translation>Attack: battle group {group}</translation>
        </message>
        <message>
            <source>Defend: battle group {group}</source>
            <translation>Defend: battle group {group}</translation>
        </message>
        <message>
            <source>Place {n} damage</source>
            <translation>Place {n} damage</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Take</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Done declaring attackers</source>
            <translation>Done declaring attackers</translation>
        </message>
        <message>
            <source>Done declaring defenders</source>
            <translation>Done declaring defenders</translation>
        </message>
        <message>
            <source>Mulligan</source>
            <translation>Mulligan</translation>
        </message>
        <message>
            <source>Keep hand</source>
            <translation>Keep hand</translation>
        </message>
        <message>
            <source>Take nothing</source>
            <translation>Take nothing</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Yes</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>{player} goes first</source>
            <translation>{player} goes first</translation>
        </message>
        <message>
            <source>{player} goes first, counter-clockwise</source>
            <translation>{player} goes first, counter-clockwise</translation>
        </message>
        <message>
            <source>Use triggered effect</source>
            <translation>Use triggered effect</translation>
        </message>
        <message>
            <source>Do not use</source>
            <translation>Do not use</translation>
        </message>
        <message>
            <source>Place damage</source>
            <translation>Place damage</translation>
        </message>
        <message>
            <source>Concede</source>
            <translation>Concede</translation>
        </message>
        <message>
            <source>Choose a player</source>
            <translation>Choose a player</translation>
        </message>
        <message>
            <source>Choose an item on the chain</source>
            <translation>Choose an item on the chain</translation>
        </message>
        <message>
            <source>Choose a target</source>
            <translation>Choose a target</translation>
        </message>
        <message>
            <source>Member {n} of {card}: {corps}</source>
            <translation>Member {n} of {card}: {corps}</translation>
        </message>
        <message>
            <source>Pay: discard {n}</source>
            <translation>Pay: discard {n}</translation>
        </message>
        <message>
            <source>Pay: sacrifice {n}</source>
            <translation>Pay: sacrifice {n}</translation>
        </message>
        <message>
            <source>Pay: tap {n}</source>
            <translation>Pay: tap {n}</translation>
        </message>
        <message>
            <source>Re-equip</source>
            <translation>Re-equip</translation>
        </message>
        <message>
            <source>Stop purging</source>
            <translation>Stop purging</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>Pause (暫停)</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>Concede (認輸)</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>Exchange hand (交換)</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>Role change (角色更換)</translation>
        </message>
        <message>
            <source>Background text (信息補充)</source>
            <translation>Background text (信息補充)</translation>
        </message>
        <message>
            <source>Play {card} against {target} ({source})</source>
            <translation>Play {card} against {target} ({source})</translation>
        </message>
        <message>
            <source>Answer with {card} ({source})</source>
            <translation>Answer with {card} ({source})</translation>
        </message>
        <message>
            <source>Purge with {card}</source>
            <translation>Purge with {card}</translation>
        </message>
        <message>
            <source>Discard collected {card}</source>
            <translation>Discard collected {card}</translation>
        </message>
        <message>
            <source>Discard {card}</source>
            <translation>Discard {card}</translation>
        </message>
        <message>
            <source>Give {card} to the plunderer</source>
            <translation>Give {card} to the plunderer</translation>
        </message>
        <message>
            <source>Offer {card} in trade</source>
            <translation>Offer {card} in trade</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>Abandon (棄局)</translation>
        </message>
        <message>
            <source>Abandon this round, paying {card} (棄局)</source>
            <translation>Abandon this round, paying {card} (棄局)</translation>
        </message>
        <message>
            <source>Rearm</source>
            <translation>Rearm</translation>
        </message>
        <message>
            <source>Do not rearm</source>
            <translation>Do not rearm</translation>
        </message>
        <message>
            <source>Opt in (加入情況)</source>
            <translation>Opt in (加入情況)</translation>
        </message>
        <message>
            <source>Stay out</source>
            <translation>Stay out</translation>
        </message>
        <message>
            <source>Score the trade</source>
            <translation>Score the trade</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>Void the action</translation>
        </message>
        <message>
            <source>Vote yes: place my collected pile</source>
            <translation>Vote yes: place my collected pile</translation>
        </message>
        <message>
            <source>Vote no</source>
            <translation>Vote no</translation>
        </message>
        <message>
            <source>Yield my position to {name} (讓位)</source>
            <translation>Yield my position to {name} (讓位)</translation>
        </message>
        <message>
            <source>Accept the offered position</source>
            <translation>Accept the offered position</translation>
        </message>
        <message>
            <source>Decline the offer</source>
            <translation>Decline the offer</translation>
        </message>
        <message>
            <source>Reshuffle, way {way} (重洗)</source>
            <translation>Reshuffle, way {way} (重洗)</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>%1 (%2 bot)</source>
            <translation>%1 (%2 bot)</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>round %1</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed): %1.</source>
            <translation>A game was not finished (the program was closed or crashed): %1.</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Players: %1</source>
            <translation>Players: %1</translation>
        </message>
        <message>
            <source>Last saved: %1</source>
            <translation>Last saved: %1</translation>
        </message>
        <message>
            <source>Resume it?</source>
            <translation>Resume it?</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>A game was not finished (the program was closed or crashed). Resume it?</source>
            <translation>A game was not finished (the program was closed or crashed). Resume it?</translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Bots</name>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>random choice</source>
            <translation>random choice</translation>
        </message>
        <message>
            <source>the only sensible move</source>
            <translation>the only sensible move</translation>
        </message>
        <message>
            <source>a random move among the sensible ones</source>
            <translation>a random move among the sensible ones</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; it expects to win</source>
            <translation>looking a few moves ahead, {card} on {target} works out best; it expects to win</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; the game looks close</source>
            <translation>looking a few moves ahead, {card} on {target} works out best; the game looks close</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} on {target} works out best; it is behind and this is its best chance</source>
            <translation>looking a few moves ahead, {card} on {target} works out best; it is behind and this is its best chance</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; it expects to win</source>
            <translation>looking a few moves ahead, {card} works out best; it expects to win</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; the game looks close</source>
            <translation>looking a few moves ahead, {card} works out best; the game looks close</translation>
        </message>
        <message>
            <source>looking a few moves ahead, {card} works out best; it is behind and this is its best chance</source>
            <translation>looking a few moves ahead, {card} works out best; it is behind and this is its best chance</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; it expects to win</source>
            <translation>looking a few moves ahead, this works out best; it expects to win</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; the game looks close</source>
            <translation>looking a few moves ahead, this works out best; the game looks close</translation>
        </message>
        <message>
            <source>looking a few moves ahead, this works out best; it is behind and this is its best chance</source>
            <translation>looking a few moves ahead, this works out best; it is behind and this is its best chance</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, {card} on {target} works out best</source>
            <translation>weighing what the other side may hold in hand, {card} on {target} works out best</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, {card} works out best</source>
            <translation>weighing what the other side may hold in hand, {card} works out best</translation>
        </message>
        <message>
            <source>weighing what the other side may hold in hand, this works out best</source>
            <translation>weighing what the other side may hold in hand, this works out best</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: sure to win the duel</source>
            <translation>attacks {target} with {card}: sure to win the duel</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: likely to win the duel</source>
            <translation>attacks {target} with {card}: likely to win the duel</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: the duel could go either way</source>
            <translation>attacks {target} with {card}: the duel could go either way</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: unlikely to win the duel</source>
            <translation>attacks {target} with {card}: unlikely to win the duel</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: the duel cannot be won, so a low card goes</source>
            <translation>attacks {target} with {card}: the duel cannot be won, so a low card goes</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total is sure to hold</source>
            <translation>defense round against {target} with {card}: its total is sure to hold</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will likely hold</source>
            <translation>defense round against {target} with {card}: its total will likely hold</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total may or may not hold</source>
            <translation>defense round against {target} with {card}: its total may or may not hold</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will likely be beaten</source>
            <translation>defense round against {target} with {card}: its total will likely be beaten</translation>
        </message>
        <message>
            <source>defense round against {target} with {card}: its total will be beaten, so a low card goes</source>
            <translation>defense round against {target} with {card}: its total will be beaten, so a low card goes</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: sure to beat its quality card</source>
            <translation>discard round against {target} with {card}: sure to beat its quality card</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: likely to beat its quality card</source>
            <translation>discard round against {target} with {card}: likely to beat its quality card</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: may beat its quality card</source>
            <translation>discard round against {target} with {card}: may beat its quality card</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: unlikely to beat its quality card</source>
            <translation>discard round against {target} with {card}: unlikely to beat its quality card</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: cannot beat its quality card, but the card leaves its hand</source>
            <translation>discard round against {target} with {card}: cannot beat its quality card, but the card leaves its hand</translation>
        </message>
        <message>
            <source>answers the attack with {card}: sure to win the duel</source>
            <translation>answers the attack with {card}: sure to win the duel</translation>
        </message>
        <message>
            <source>answers the attack with {card}: likely to win the duel</source>
            <translation>answers the attack with {card}: likely to win the duel</translation>
        </message>
        <message>
            <source>answers the attack with {card}: the duel could go either way</source>
            <translation>answers the attack with {card}: the duel could go either way</translation>
        </message>
        <message>
            <source>answers the attack with {card}: unlikely to win the duel</source>
            <translation>answers the attack with {card}: unlikely to win the duel</translation>
        </message>
        <message>
            <source>answers the attack with {card}: the duel cannot be won, so a low card goes</source>
            <translation>answers the attack with {card}: the duel cannot be won, so a low card goes</translation>
        </message>
        <message>
            <source>defends with {card}: sure to beat the attacker's total</source>
            <translation>defends with {card}: sure to beat the attacker's total</translation>
        </message>
        <message>
            <source>defends with {card}: likely to beat the attacker's total</source>
            <translation>defends with {card}: likely to beat the attacker's total</translation>
        </message>
        <message>
            <source>defends with {card}: may beat the attacker's total</source>
            <translation>defends with {card}: may beat the attacker's total</translation>
        </message>
        <message>
            <source>defends with {card}: unlikely to beat the attacker's total</source>
            <translation>defends with {card}: unlikely to beat the attacker's total</translation>
        </message>
        <message>
            <source>defends with {card}: the attacker's total cannot be beaten, so a low card goes</source>
            <translation>defends with {card}: the attacker's total cannot be beaten, so a low card goes</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, sure to shed the cards</source>
            <translation>{nature} against {target} with {card}: counting the situation cards, sure to shed the cards</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, likely to shed the cards</source>
            <translation>{nature} against {target} with {card}: counting the situation cards, likely to shed the cards</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, it could go either way</source>
            <translation>{nature} against {target} with {card}: counting the situation cards, it could go either way</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, unlikely to shed the cards</source>
            <translation>{nature} against {target} with {card}: counting the situation cards, unlikely to shed the cards</translation>
        </message>
        <message>
            <source>{nature} against {target} with {card}: counting the situation cards, it cannot be won, so a low card goes</source>
            <translation>{nature} against {target} with {card}: counting the situation cards, it cannot be won, so a low card goes</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, sure to come out ahead</source>
            <translation>answers the {nature} with {card}: counting the situation cards, sure to come out ahead</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, likely to come out ahead</source>
            <translation>answers the {nature} with {card}: counting the situation cards, likely to come out ahead</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, it could go either way</source>
            <translation>answers the {nature} with {card}: counting the situation cards, it could go either way</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, unlikely to come out ahead</source>
            <translation>answers the {nature} with {card}: counting the situation cards, unlikely to come out ahead</translation>
        </message>
        <message>
            <source>answers the {nature} with {card}: counting the situation cards, it cannot be won, so a low card goes</source>
            <translation>answers the {nature} with {card}: counting the situation cards, it cannot be won, so a low card goes</translation>
        </message>
        <message>
            <source>purges with {card}: sheds it and {n} collected cards</source>
            <translation>purges with {card}: sheds it and {n} collected cards</translation>
        </message>
        <message>
            <source>clears {card} from its collected pile</source>
            <translation>clears {card} from its collected pile</translation>
        </message>
        <message>
            <source>stops clearing: nothing more to pick</source>
            <translation>stops clearing: nothing more to pick</translation>
        </message>
        <message>
            <source>re-equips: a fresh weapon for {n} more cards to shed</source>
            <translation>re-equips: a fresh weapon for {n} more cards to shed</translation>
        </message>
        <message>
            <source>passes: no move here lightens its hand</source>
            <translation>passes: no move here lightens its hand</translation>
        </message>
        <message>
            <source>plays out its lowest card {card}: nothing else is allowed</source>
            <translation>plays out its lowest card {card}: nothing else is allowed</translation>
        </message>
        <message>
            <source>rearms, although the effect and strategy cards could serve as the weapon</source>
            <translation>rearms, although the effect and strategy cards could serve as the weapon</translation>
        </message>
        <message>
            <source>stays unarmed: the effect and strategy cards serve as the weapon, without two more cards to shed</source>
            <translation>stays unarmed: the effect and strategy cards serve as the weapon, without two more cards to shed</translation>
        </message>
        <message>
            <source>rearms: {n} round cards are left to use the weapon up</source>
            <translation>rearms: {n} round cards are left to use the weapon up</translation>
        </message>
        <message>
            <source>rearms, although only {n} round cards are left to use it</source>
            <translation>rearms, although only {n} round cards are left to use it</translation>
        </message>
        <message>
            <source>does not rearm: with {n} round cards left, two more cards would stay in its hand</source>
            <translation>does not rearm: with {n} round cards left, two more cards would stay in its hand</translation>
        </message>
        <message>
            <source>joins the situation: its trigger, benefit and risk help it in this round's duels</source>
            <translation>joins the situation: its trigger, benefit and risk help it in this round's duels</translation>
        </message>
        <message>
            <source>joins the situation: it costs little in this round's duels</source>
            <translation>joins the situation: it costs little in this round's duels</translation>
        </message>
        <message>
            <source>joins the situation, although that costs it in this round's duels</source>
            <translation>joins the situation, although that costs it in this round's duels</translation>
        </message>
        <message>
            <source>stays out of the situation: joining would cost it in this round's duels</source>
            <translation>stays out of the situation: joining would cost it in this round's duels</translation>
        </message>
        <message>
            <source>stays out of the situation: joining would hardly help</source>
            <translation>stays out of the situation: joining would hardly help</translation>
        </message>
        <message>
            <source>offers {card} in the forced trade: the card it will miss least</source>
            <translation>offers {card} in the forced trade: the card it will miss least</translation>
        </message>
        <message>
            <source>keeps its place in the turn order</source>
            <translation>keeps its place in the turn order</translation>
        </message>
        <message>
            <source>done: no gesture needed</source>
            <translation>done: no gesture needed</translation>
        </message>
        <message>
            <source>reshuffles (way 3): its {n} collected cards become hand cards it can still shed</source>
            <translation>reshuffles (way 3): its {n} collected cards become hand cards it can still shed</translation>
        </message>
        <message>
            <source>a gesture it does not need</source>
            <translation>a gesture it does not need</translation>
        </message>
        <message>
            <source>discard round against {target} with {card}: the card leaves its hand either way</source>
            <translation>discard round against {target} with {card}: the card leaves its hand either way</translation>
        </message>
        <message>
            <source>answers the discard with its lowest card {card}</source>
            <translation>answers the discard with its lowest card {card}</translation>
        </message>
        <message>
            <source>voids the forced trade: scoring it would not favour it</source>
            <translation>voids the forced trade: scoring it would not favour it</translation>
        </message>
        <message>
            <source>scores the forced trade: with the base intents, {mine} against {theirs} favours it</source>
            <translation>scores the forced trade: with the base intents, {mine} against {theirs} favours it</translation>
        </message>
        <message>
            <source>votes to go on: emptying the collected piles takes it out</source>
            <translation>votes to go on: emptying the collected piles takes it out</translation>
        </message>
        <message>
            <source>votes to go on: emptying the collected piles does not set it back against the best rival</source>
            <translation>votes to go on: emptying the collected piles does not set it back against the best rival</translation>
        </message>
        <message>
            <source>votes to go on, although emptying the collected piles sets it back</source>
            <translation>votes to go on, although emptying the collected piles sets it back</translation>
        </message>
        <message>
            <source>votes to stop: emptying the collected piles would help a rival more than it</source>
            <translation>votes to stop: emptying the collected piles would help a rival more than it</translation>
        </message>
        <message>
            <source>votes to stop, although emptying the collected piles would not set it back</source>
            <translation>votes to stop, although emptying the collected piles would not set it back</translation>
        </message>
        <message>
            <source>gives up {card}: of its equally high cards, its worth rests most on a bonus that may vanish</source>
            <translation>gives up {card}: of its equally high cards, its worth rests most on a bonus that may vanish</translation>
        </message>
        <message>
            <source>reshuffles (way 2): the discard pile holds higher cards than the unseen ones, and its equipment is on its last use</source>
            <translation>reshuffles (way 2): the discard pile holds higher cards than the unseen ones, and its equipment is on its last use</translation>
        </message>
        <message>
            <source>draws the cards: more to choose from</source>
            <translation>draws the cards: more to choose from</translation>
        </message>
        <message>
            <source>declines the cards</source>
            <translation>declines the cards</translation>
        </message>
        <message>
            <source>discards {card}: the card it can use least</source>
            <translation>discards {card}: the card it can use least</translation>
        </message>
        <message>
            <source>goes first: the first moves set the pace</source>
            <translation>goes first: the first moves set the pace</translation>
        </message>
        <message>
            <source>declines the cards: its camp is almost empty</source>
            <translation>declines the cards: its camp is almost empty</translation>
        </message>
        <message>
            <source>draws the cards, although its camp is almost empty</source>
            <translation>draws the cards, although its camp is almost empty</translation>
        </message>
        <message>
            <source>takes the card it needs most from its camp</source>
            <translation>takes the card it needs most from its camp</translation>
        </message>
        <message>
            <source>takes nothing: no card of the camp is worth it</source>
            <translation>takes nothing: no card of the camp is worth it</translation>
        </message>
        <message>
            <source>lets the shuffle stand as it is</source>
            <translation>lets the shuffle stand as it is</translation>
        </message>
        <message>
            <source>passes: nothing worth playing now</source>
            <translation>passes: nothing worth playing now</translation>
        </message>
        <message>
            <source>passes: no answer worth a card now</source>
            <translation>passes: no answer worth a card now</translation>
        </message>
        <message>
            <source>dissolves {card}: its members fight on their own</source>
            <translation>dissolves {card}: its members fight on their own</translation>
        </message>
        <message>
            <source>a move with no clear use now</source>
            <translation>a move with no clear use now</translation>
        </message>
        <message>
            <source>declines the effect: it would cost more than it brings</source>
            <translation>declines the effect: it would cost more than it brings</translation>
        </message>
        <message>
            <source>deploys {card}</source>
            <translation>deploys {card}</translation>
        </message>
        <message>
            <source>turns {card} face up: its command is met now</source>
            <translation>turns {card} face up: its command is met now</translation>
        </message>
        <message>
            <source>equips {card} to {target}: the general it helps most</source>
            <translation>equips {card} to {target}: the general it helps most</translation>
        </message>
        <message>
            <source>forms {card}: its members fight as one unit, and blows to it spare them</source>
            <translation>forms {card}: its members fight as one unit, and blows to it spare them</translation>
        </message>
        <message>
            <source>uses the effect of {card}: it helps more than it costs</source>
            <translation>uses the effect of {card}: it helps more than it costs</translation>
        </message>
        <message>
            <source>uses the effect: it helps more than it costs</source>
            <translation>uses the effect: it helps more than it costs</translation>
        </message>
        <message>
            <source>keeps the card for a better moment</source>
            <translation>keeps the card for a better moment</translation>
        </message>
        <message>
            <source>uses {card} on {target}: the best target for it now</source>
            <translation>uses {card} on {target}: the best target for it now</translation>
        </message>
        <message>
            <source>uses {card} on {target}: it helps its position the most now</source>
            <translation>uses {card} on {target}: it helps its position the most now</translation>
        </message>
        <message>
            <source>uses {card}: it helps its position the most now</source>
            <translation>uses {card}: it helps its position the most now</translation>
        </message>
        <message>
            <source>uses {card}: it saves {general}, which would fall otherwise</source>
            <translation>uses {card}: it saves {general}, which would fall otherwise</translation>
        </message>
        <message>
            <source>uses {card} on {target}: it saves {general}, which would fall otherwise</source>
            <translation>uses {card} on {target}: it saves {general}, which would fall otherwise</translation>
        </message>
        <message>
            <source>uses {card}: {general} falls</source>
            <translation>uses {card}: {general} falls</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} falls</source>
            <translation>uses {card} on {target}: {general} falls</translation>
        </message>
        <message>
            <source>uses {card}: {general} never reaches the field</source>
            <translation>uses {card}: {general} never reaches the field</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} never reaches the field</source>
            <translation>uses {card} on {target}: {general} never reaches the field</translation>
        </message>
        <message>
            <source>uses {card}: {general} is tapped</source>
            <translation>uses {card}: {general} is tapped</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {general} is tapped</source>
            <translation>uses {card} on {target}: {general} is tapped</translation>
        </message>
        <message>
            <source>uses {card}: its provisions end {n} higher than if it passed</source>
            <translation>uses {card}: its provisions end {n} higher than if it passed</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its provisions end {n} higher than if it passed</source>
            <translation>uses {card} on {target}: its provisions end {n} higher than if it passed</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s provisions end {n} lower</source>
            <translation>uses {card}: {player}'s provisions end {n} lower</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s provisions end {n} lower</source>
            <translation>uses {card} on {target}: {player}'s provisions end {n} lower</translation>
        </message>
        <message>
            <source>uses {card}: its generals come out stronger</source>
            <translation>uses {card}: its generals come out stronger</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its generals come out stronger</source>
            <translation>uses {card} on {target}: its generals come out stronger</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s generals come out weaker</source>
            <translation>uses {card}: {player}'s generals come out weaker</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s generals come out weaker</source>
            <translation>uses {card} on {target}: {player}'s generals come out weaker</translation>
        </message>
        <message>
            <source>uses {card}: its hand grows by {n}</source>
            <translation>uses {card}: its hand grows by {n}</translation>
        </message>
        <message>
            <source>uses {card} on {target}: its hand grows by {n}</source>
            <translation>uses {card} on {target}: its hand grows by {n}</translation>
        </message>
        <message>
            <source>uses {card}: {player}'s hand shrinks by {n}</source>
            <translation>uses {card}: {player}'s hand shrinks by {n}</translation>
        </message>
        <message>
            <source>uses {card} on {target}: {player}'s hand shrinks by {n}</source>
            <translation>uses {card} on {target}: {player}'s hand shrinks by {n}</translation>
        </message>
        <message>
            <source>places {card}: the generals in its hand need this command</source>
            <translation>places {card}: the generals in its hand need this command</translation>
        </message>
        <message>
            <source>places {card}: more command for the cards to come</source>
            <translation>places {card}: more command for the cards to come</translation>
        </message>
        <message>
            <source>keeps its cards: a command card can be placed instead</source>
            <translation>keeps its cards: a command card can be placed instead</translation>
        </message>
        <message>
            <source>turns {card} into command: its hand has no command card to place</source>
            <translation>turns {card} into command: its hand has no command card to place</translation>
        </message>
        <message>
            <source>deploys {card} as commander: its standing earns the commander's bonus</source>
            <translation>deploys {card} as commander: its standing earns the commander's bonus</translation>
        </message>
        <message>
            <source>deploys {card} as commander: every lieutenant slot is taken</source>
            <translation>deploys {card} as commander: every lieutenant slot is taken</translation>
        </message>
        <message>
            <source>deploys {card} as strategist: its wits serve the stratagems</source>
            <translation>deploys {card} as strategist: its wits serve the stratagems</translation>
        </message>
        <message>
            <source>deploys {card} as strategist: it defends from there</source>
            <translation>deploys {card} as strategist: it defends from there</translation>
        </message>
        <message>
            <source>deploys {card} as lieutenant: the strongest general it can field now</source>
            <translation>deploys {card} as lieutenant: the strongest general it can field now</translation>
        </message>
        <message>
            <source>deploys face up instead: it can fight at once</source>
            <translation>deploys face up instead: it can fight at once</translation>
        </message>
        <message>
            <source>keeps the slot open: a face-down general there is a risk</source>
            <translation>keeps the slot open: a face-down general there is a risk</translation>
        </message>
        <message>
            <source>sets a general face down, to turn it up once its command allows</source>
            <translation>sets a general face down, to turn it up once its command allows</translation>
        </message>
        <message>
            <source>sets a stratagem face down, ready to answer in later turns</source>
            <translation>sets a stratagem face down, ready to answer in later turns</translation>
        </message>
        <message>
            <source>takes a new hand: this one has too few generals and command to play</source>
            <translation>takes a new hand: this one has too few generals and command to play</translation>
        </message>
        <message>
            <source>keeps its hand: it has generals and command to play</source>
            <translation>keeps its hand: it has generals and command to play</translation>
        </message>
        <message>
            <source>ends the attack</source>
            <translation>ends the attack</translation>
        </message>
        <message>
            <source>sends no more attackers: the rest would be blocked and lost or must stay back to defend</source>
            <translation>sends no more attackers: the rest would be blocked and lost or must stay back to defend</translation>
        </message>
        <message>
            <source>does not attack: every attacker would be blocked and lost, or must stay back to defend</source>
            <translation>does not attack: every attacker would be blocked and lost, or must stay back to defend</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: {target}'s defenders are needed against the other attackers</source>
            <translation>attacks {target} with {card}: {target}'s defenders are needed against the other attackers</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: no defender can stop it without losing out</source>
            <translation>attacks {target} with {card}: no defender can stop it without losing out</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: blocking it with {blocker} would cost {target} more</source>
            <translation>attacks {target} with {card}: blocking it with {blocker} would cost {target} more</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: it may fall, but it draws blockers off the other attackers</source>
            <translation>attacks {target} with {card}: it may fall, but it draws blockers off the other attackers</translation>
        </message>
        <message>
            <source>attacks {target} with {card}: an even trade at worst</source>
            <translation>attacks {target} with {card}: an even trade at worst</translation>
        </message>
        <message>
            <source>keeps {card} back</source>
            <translation>keeps {card} back</translation>
        </message>
        <message>
            <source>ends the defense</source>
            <translation>ends the defense</translation>
        </message>
        <message>
            <source>lets {n} points of attack through: no block is worth a general</source>
            <translation>lets {n} points of attack through: no block is worth a general</translation>
        </message>
        <message>
            <source>needs no more defenders</source>
            <translation>needs no more defenders</translation>
        </message>
        <message>
            <source>needs no defenders</source>
            <translation>needs no defenders</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} and {other}: together they should kill it, and {card} should survive</source>
            <translation>blocks {attacker} with {card} and {other}: together they should kill it, and {card} should survive</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} and {other}: its damage spread over both should fell neither and save {n} provisions</source>
            <translation>blocks {attacker} with {card} and {other}: its damage spread over both should fell neither and save {n} provisions</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: it should kill the attacker and survive</source>
            <translation>blocks {attacker} with {card}: it should kill the attacker and survive</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: it should survive and save {n} provisions</source>
            <translation>blocks {attacker} with {card}: it should survive and save {n} provisions</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card}: both should fall, a fair trade</source>
            <translation>blocks {attacker} with {card}: both should fall, a fair trade</translation>
        </message>
        <message>
            <source>blocks {attacker} with {card} to save {n} provisions, though it will likely fall</source>
            <translation>blocks {attacker} with {card} to save {n} provisions, though it will likely fall</translation>
        </message>
        <message>
            <source>keeps {card} out of this fight</source>
            <translation>keeps {card} out of this fight</translation>
        </message>
        <message>
            <source>puts the damage where it costs least</source>
            <translation>puts the damage where it costs least</translation>
        </message>
        <message>
            <source>puts the damage where it kills the most</source>
            <translation>puts the damage where it kills the most</translation>
        </message>
    </context>
    <context>
        <name>CardDetail</name>
        <message>
            <source>Card</source>
            <translation>Card</translation>
        </message>
        <message>
            <source>中文 (F3)</source>
            <translation>中文 (F3)</translation>
        </message>
        <message>
            <source>English (F3)</source>
            <translation>English (F3)</translation>
        </message>
        <message>
            <source>Show the card in the other language (F3)</source>
            <translation>Show the card in the other language (F3)</translation>
        </message>
        <message>
            <source>Hover over a card to read it.</source>
            <translation>Hover over a card to read it.</translation>
        </message>
        <message>
            <source>A face-down card.</source>
            <translation>A face-down card.</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>(deck %1)</source>
            <translation>(deck %1)</translation>
        </message>
        <message>
            <source>BLANK</source>
            <translation>BLANK</translation>
        </message>
        <message>
            <source>BIG</source>
            <translation>BIG</translation>
        </message>
        <message>
            <source>SMALL</source>
            <translation>SMALL</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>ace</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>jack</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>queen</translation>
        </message>
        <message>
            <source>king</source>
            <translation>king</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>spades</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hearts</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>clubs</translation>
        </message>
        <message>
            <source>small joker</source>
            <translation>small joker</translation>
        </message>
        <message>
            <source>big joker</source>
            <translation>big joker</translation>
        </message>
        <message>
            <source>blank card</source>
            <translation>blank card</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <source>D</source>
            <translation>D</translation>
        </message>
        <message>
            <source>C</source>
            <translation>C</translation>
        </message>
    </context>
    <context>
        <name>Companion</name>
        <message>
            <source>&amp;Replay a game…</source>
            <translation>&amp;Replay a game…</translation>
        </message>
        <message>
            <source>Recent &amp;games…</source>
            <translation>Recent &amp;games…</translation>
        </message>
        <message>
            <source>Replay &amp;this game</source>
            <translation>Replay &amp;this game</translation>
        </message>
        <message>
            <source>Stat&amp;istics…</source>
            <translation>Stat&amp;istics…</translation>
        </message>
        <message>
            <source>What would you do? (hint)</source>
            <translation>What would you do? (hint)</translation>
        </message>
        <message>
            <source>&amp;Lessons…</source>
            <translation>&amp;Lessons…</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Hint (H)</translation>
        </message>
        <message>
            <source>The Hard bot's three best moves for you, with their chances</source>
            <translation>The Hard bot's three best moves for you, with their chances</translation>
        </message>
        <message>
            <source>Replay a game</source>
            <translation>Replay a game</translation>
        </message>
        <message>
            <source>Saves and replays (*.json)</source>
            <translation>Saves and replays (*.json)</translation>
        </message>
        <message>
            <source>The finished game could not be kept: %1</source>
            <translation>The finished game could not be kept: %1</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <source>Pass to %1</source>
            <translation>Pass to %1</translation>
        </message>
        <message>
            <source>I am %1 — show my cards</source>
            <translation>I am %1 — show my cards</translation>
        </message>
    </context>
    <context>
        <name>Decisions</name>
        <message>
            <source>A forced trade (強制交易): choose one hand card to offer, face down. %1 offers one at the same time; the two cards are then swapped. [劇牌 §7.6]</source>
            <translation>A forced trade (強制交易): choose one hand card to offer, face down. %1 offers one at the same time; the two cards are then swapped. [劇牌 §7.6]</translation>
        </message>
        <message>
            <source>Offer %1</source>
            <translation>Offer %1</translation>
        </message>
        <message>
            <source>Forced trade: offer a card</source>
            <translation>Forced trade: offer a card</translation>
        </message>
        <message>
            <source>The cards are swapped. Score the action with the base intents, or void it (the intent cards go back to the hands). [劇牌 §7.6]</source>
            <translation>The cards are swapped. Score the action with the base intents, or void it (the intent cards go back to the hands). [劇牌 §7.6]</translation>
        </message>
        <message>
            <source>Score the action</source>
            <translation>Score the action</translation>
        </message>
        <message>
            <source>Void the action</source>
            <translation>Void the action</translation>
        </message>
        <message>
            <source>Forced trade: score or void</source>
            <translation>Forced trade: score or void</translation>
        </message>
        <message numerus="yes">
            <source>Only the bottom card (底牌) is left in the round pile. Continue the game? Voting yes places your whole collected pile (%n card(s)) as new round cards; if anyone votes no, the bottom card is the final round. [劇牌 §7.9]</source>
            <translation>
                <numerusform>Only the bottom card (底牌) is left in the round pile. Continue the game? Voting yes places your whole collected pile (%n card) as new round cards; if anyone votes no, the bottom card is the final round. [劇牌 §7.9]</numerusform>
                <numerusform>Only the bottom card (底牌) is left in the round pile. Continue the game? Voting yes places your whole collected pile (%n cards) as new round cards; if anyone votes no, the bottom card is the final round. [劇牌 §7.9]</numerusform>
            </translation>
        </message>
        <message>
            <source>Yes: place my collected pile</source>
            <translation>Yes: place my collected pile</translation>
        </message>
        <message>
            <source>No: play the final round</source>
            <translation>No: play the final round</translation>
        </message>
        <message>
            <source>Continue the game?</source>
            <translation>Continue the game?</translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message>
            <source>三国智 deck editor</source>
            <translation>三国智 deck editor</translation>
        </message>
        <message>
            <source>Every type</source>
            <translation>Every type</translation>
        </message>
        <message>
            <source>Every faction (势力)</source>
            <translation>Every faction (势力)</translation>
        </message>
        <message>
            <source>Every troop type (兵种)</source>
            <translation>Every troop type (兵种)</translation>
        </message>
        <message>
            <source>Any command condition</source>
            <translation>Any command condition</translation>
        </message>
        <message>
            <source>No condition</source>
            <translation>No condition</translation>
        </message>
        <message>
            <source>Needs %1</source>
            <translation>Needs %1</translation>
        </message>
        <message>
            <source>Search names and texts…</source>
            <translation>Search names and texts…</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>Faction</translation>
        </message>
        <message>
            <source>Condition</source>
            <translation>Condition</translation>
        </message>
        <message>
            <source>A/H/I</source>
            <translation>A/H/I</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Set</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>Deck name:</source>
            <translation>Deck name:</translation>
        </message>
        <message>
            <source>New</source>
            <translation>New</translation>
        </message>
        <message>
            <source>Open…</source>
            <translation>Open…</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Save as…</source>
            <translation>Save as…</translation>
        </message>
        <message>
            <source>Play against a bot</source>
            <translation>Play against a bot</translation>
        </message>
        <message>
            <source>How well the bot plays</source>
            <translation>How well the bot plays</translation>
        </message>
        <message>
            <source>Bot plays: %1</source>
            <translation>Bot plays: %1</translation>
        </message>
        <message>
            <source>%1 of %2 cards</source>
            <translation>%1 of %2 cards</translation>
        </message>
        <message>
            <source>Deck %1 (at least 50) · events %2 (at most 5) · formations %3 (at most 3)</source>
            <translation>Deck %1 (at least 50) · events %2 (at most 5) · formations %3 (at most 3)</translation>
        </message>
        <message>
            <source>The deck is legal.</source>
            <translation>The deck is legal.</translation>
        </message>
        <message>
            <source>My deck</source>
            <translation>My deck</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Unknown cards left out: %1</source>
            <translation>Unknown cards left out: %1</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>Open a deck</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三国智 decks (*.txt *.json)</translation>
        </message>
        <message>
            <source>Save the deck</source>
            <translation>Save the deck</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt)</source>
            <translation>三国智 decks (*.txt)</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>{file} cannot be opened: {reason}.</source>
            <translation>{file} cannot be opened: {reason}.</translation>
        </message>
        <message>
            <source>{file} is {size} bytes; a file like this may have at most {limit} bytes.</source>
            <translation>{file} is {size} bytes; a file like this may have at most {limit} bytes.</translation>
        </message>
        <message>
            <source>{file} is not a text file: byte {offset} is not UTF-8.</source>
            <translation>{file} is not a text file: byte {offset} is not UTF-8.</translation>
        </message>
        <message>
            <source>{file}, line {line}, column {column}: this is not valid JSON ({detail}).</source>
            <translation>{file}, line {line}, column {column}: this is not valid JSON ({detail}).</translation>
        </message>
        <message>
            <source>{file} is not valid JSON for this program: it is nested more than {limit} levels deep.</source>
            <translation>{file} is not valid JSON for this program: it is nested more than {limit} levels deep.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: nested more than {limit} levels deep.</source>
            <translation>{file} is malformed at {where}: nested more than {limit} levels deep.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the number {number} is too large.</source>
            <translation>{file} is malformed at {where}: the number {number} is too large.</translation>
        </message>
        <message>
            <source>{file} is not valid JSON at {where}: {number} is not a finite number.</source>
            <translation>{file} is not valid JSON at {where}: {number} is not a finite number.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text holds a broken character (an unpaired UTF-16 surrogate).</source>
            <translation>{file} is malformed at {where}: the text holds a broken character (an unpaired UTF-16 surrogate).</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a whole number, found {found}.</source>
            <translation>{file} is malformed at {where}: expected a whole number, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected text, found {found}.</source>
            <translation>{file} is malformed at {where}: expected text, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a list, found {found}.</source>
            <translation>{file} is malformed at {where}: expected a list, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected an object, found {found}.</source>
            <translation>{file} is malformed at {where}: expected an object, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected true or false, found {found}.</source>
            <translation>{file} is malformed at {where}: expected true or false, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected a number, found {found}.</source>
            <translation>{file} is malformed at {where}: expected a number, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} has the wrong type; expected {expected}.</source>
            <translation>{file} is malformed at {where}: {found} has the wrong type; expected {expected}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not one of {choices}.</source>
            <translation>{file} is malformed at {where}: {found} is not one of {choices}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: expected {expected}, found {found}.</source>
            <translation>{file} is malformed at {where}: expected {expected}, found {found}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is less than {limit}.</source>
            <translation>{file} is malformed at {where}: {found} is less than {limit}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is more than {limit}.</source>
            <translation>{file} is malformed at {where}: {found} is more than {limit}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {count} entries; at least {limit} are needed.</source>
            <translation>{file} is malformed at {where}: {count} entries; at least {limit} are needed.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {count} entries; at most {limit} are allowed.</source>
            <translation>{file} is malformed at {where}: {count} entries; at most {limit} are allowed.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text is {count} characters long; at least {limit} are needed.</source>
            <translation>{file} is malformed at {where}: the text is {count} characters long; at least {limit} are needed.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the text is {count} characters long; at most {limit} are allowed.</source>
            <translation>{file} is malformed at {where}: the text is {count} characters long; at most {limit} are allowed.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {key} is missing.</source>
            <translation>{file} is malformed at {where}: {key} is missing.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: unknown entry {key}.</source>
            <translation>{file} is malformed at {where}: unknown entry {key}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not of the expected form.</source>
            <translation>{file} is malformed at {where}: {found} is not of the expected form.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: an entry appears twice.</source>
            <translation>{file} is malformed at {where}: an entry appears twice.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} fits none of the allowed forms.</source>
            <translation>{file} is malformed at {where}: {found} fits none of the allowed forms.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: {found} is not allowed here ({rule}).</source>
            <translation>{file} is malformed at {where}: {found} is not allowed here ({rule}).</translation>
        </message>
        <message>
            <source>{file} is not a Paizhuo save file.</source>
            <translation>{file} is not a Paizhuo save file.</translation>
        </message>
        <message>
            <source>{file} has save schema {schema}; this version reads schema {want}.</source>
            <translation>{file} has save schema {schema}; this version reads schema {want}.</translation>
        </message>
        <message>
            <source>{file} does not say which game it is.</source>
            <translation>{file} does not say which game it is.</translation>
        </message>
        <message>
            <source>{file} is for an unknown game {game}.</source>
            <translation>{file} is for an unknown game {game}.</translation>
        </message>
        <message>
            <source>{file} lacks its initial table or its action list.</source>
            <translation>{file} lacks its initial table or its action list.</translation>
        </message>
        <message>
            <source>{file} has no state_hash, so its moves cannot be checked; a save without one is refused.</source>
            <translation>{file} has no state_hash, so its moves cannot be checked; a save without one is refused.</translation>
        </message>
        <message>
            <source>{file} mixes two games ({game} and {other}).</source>
            <translation>{file} mixes two games ({game} and {other}).</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the zone {zone} appears twice.</source>
            <translation>{file} is malformed at {where}: the zone {zone} appears twice.</translation>
        </message>
        <message>
            <source>{file} has an impossible table: {detail}.</source>
            <translation>{file} has an impossible table: {detail}.</translation>
        </message>
        <message>
            <source>{file} has an impossible table: its bookkeeping does not fit the game.</source>
            <translation>{file} has an impossible table: its bookkeeping does not fit the game.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: move {move}: {detail}.</source>
            <translation>{file} is malformed at {where}: move {move}: {detail}.</translation>
        </message>
        <message>
            <source>{file}: move {move} breaks the rules: {detail}</source>
            <translation>{file}: move {move} breaks the rules: {detail}</translation>
        </message>
        <message>
            <source>{file} is damaged at {where}: move {move} ({kind}) cannot be played on this table.</source>
            <translation>{file} is damaged at {where}: move {move} ({kind}) cannot be played on this table.</translation>
        </message>
        <message>
            <source>{file} is damaged: replaying its moves does not give the saved table.</source>
            <translation>{file} is damaged: replaying its moves does not give the saved table.</translation>
        </message>
        <message>
            <source>{file} is damaged: the table after its {moves} moves cannot be played on.</source>
            <translation>{file} is damaged: the table after its {moves} moves cannot be played on.</translation>
        </message>
        <message>
            <source>{file}, line {line}: expected a count and a card name, found {found}.</source>
            <translation>{file}, line {line}: expected a count and a card name, found {found}.</translation>
        </message>
        <message>
            <source>{file}, line {line}: the count {count} is not a whole number from 0 to {max}.</source>
            <translation>{file}, line {line}: the count {count} is not a whole number from 0 to {max}.</translation>
        </message>
        <message>
            <source>{file}, line {line}: the line has {length} characters; at most {max} are allowed.</source>
            <translation>{file}, line {line}: the line has {length} characters; at most {max} are allowed.</translation>
        </message>
        <message>
            <source>{file} lists more than {max} cards.</source>
            <translation>{file} lists more than {max} cards.</translation>
        </message>
        <message>
            <source>{file}, line {line}: unknown card {ref}.</source>
            <translation>{file}, line {line}: unknown card {ref}.</translation>
        </message>
        <message>
            <source>There is no deck named {name}.</source>
            <translation>There is no deck named {name}.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: there is no game {found} here.</source>
            <translation>{file} is malformed at {where}: there is no game {found} here.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: the game {found} cannot be loaded here.</source>
            <translation>{file} is malformed at {where}: the game {found} cannot be loaded here.</translation>
        </message>
        <message>
            <source>{file} is malformed at {where}: a fresh deal (new_game) takes no other setup keys, found {key}.</source>
            <translation>{file} is malformed at {where}: a fresh deal (new_game) takes no other setup keys, found {key}.</translation>
        </message>
        <message>
            <source>{file}: card {card}, {where}: {problem}.</source>
            <translation>{file}: card {card}, {where}: {problem}.</translation>
        </message>
        <message>
            <source>{file}: card {card}: the id is used twice.</source>
            <translation>{file}: card {card}: the id is used twice.</translation>
        </message>
        <message>
            <source>{file}: card {card}: the name {name} is used twice.</source>
            <translation>{file}: card {card}: the name {name} is used twice.</translation>
        </message>
        <message>
            <source>unknown key</source>
            <translation>unknown key</translation>
        </message>
        <message>
            <source>missing required key</source>
            <translation>missing required key</translation>
        </message>
        <message>
            <source>not a key of a {type} card</source>
            <translation>not a key of a {type} card</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>must be an object</translation>
        </message>
        <message>
            <source>must be a list</source>
            <translation>must be a list</translation>
        </message>
        <message>
            <source>must be a non-empty list</source>
            <translation>must be a non-empty list</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>must be true or false</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>must be a string</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <translation>must be a whole number</translation>
        </message>
        <message>
            <source>must be a whole number from {min} up</source>
            <translation>must be a whole number from {min} up</translation>
        </message>
        <message>
            <source>must be a whole number from 0 to 9</source>
            <translation>must be a whole number from 0 to 9</translation>
        </message>
        <message>
            <source>{value} is not a known {what}</source>
            <translation>{value} is not a known {what}</translation>
        </message>
        <message>
            <source>{value} is not one of {choices}</source>
            <translation>{value} is not one of {choices}</translation>
        </message>
        <message>
            <source>{value} is neither a declared target nor a reference of the card format</source>
            <translation>{value} is neither a declared target nor a reference of the card format</translation>
        </message>
        <message>
            <source>target {value} is a player; a card is needed here</source>
            <translation>target {value} is a player; a card is needed here</translation>
        </message>
        <message>
            <source>{value} is not an amount</source>
            <translation>{value} is not an amount</translation>
        </message>
        <message>
            <source>{value} is a one-shot effect; a static ability needs continuous ones</source>
            <translation>{value} is a one-shot effect; a static ability needs continuous ones</translation>
        </message>
        <message>
            <source>must name a declared chain_item target, not {value}</source>
            <translation>must name a declared chain_item target, not {value}</translation>
        </message>
        <message>
            <source>{value} is already used as a name</source>
            <translation>{value} is already used as a name</translation>
        </message>
        <message>
            <source>must be a name such as t1 or p1</source>
            <translation>must be a name such as t1 or p1</translation>
        </message>
        <message>
            <source>must be a string &lt;set&gt;-&lt;number&gt;</source>
            <translation>must be a string &lt;set&gt;-&lt;number&gt;</translation>
        </message>
        <message>
            <source>only plain 兵权 cards may be nameless</source>
            <translation>only plain command cards may be nameless</translation>
        </message>
        <message>
            <source>a condition needs a test</source>
            <translation>a condition needs a test</translation>
        </message>
        <message>
            <source>an effect needs a do</source>
            <translation>an effect needs a do</translation>
        </message>
        <message>
            <source>a trigger needs an event</source>
            <translation>a trigger needs an event</translation>
        </message>
        <message>
            <source>The option {key} is not an option of 三国智.</source>
            <translation>The option {key} is not an option of 三国智.</translation>
        </message>
        <message>
            <source>The option {key} must be one of {values}, not {value}.</source>
            <translation>The option {key} must be one of {values}, not {value}.</translation>
        </message>
        <message>
            <source>The option {key} must be true or false.</source>
            <translation>The option {key} must be true or false.</translation>
        </message>
        <message>
            <source>The option {key} must be a whole number from 0 up.</source>
            <translation>The option {key} must be a whole number from 0 up.</translation>
        </message>
        <message>
            <source>The option zhujiang_bonus must give attack, health and threshold as whole numbers.</source>
            <translation>The option zhujiang_bonus must give attack, health and threshold as whole numbers.</translation>
        </message>
        <message>
            <source>三国智 is played by 2 to 6 players, not {n}.</source>
            <translation>三国智 is played by 2 to 6 players, not {n}.</translation>
        </message>
        <message>
            <source>The option teams must name every seat once.</source>
            <translation>The option teams must name every seat once.</translation>
        </message>
        <message>
            <source>The option decks must name one deck per seat.</source>
            <translation>The option decks must name one deck per seat.</translation>
        </message>
        <message>
            <source>The deck of {seat} breaks the deck rules: {problems}.</source>
            <translation>The deck of {seat} breaks the deck rules: {problems}.</translation>
        </message>
        <message>
            <source>Teams of {sizes} players cannot alternate round the table: every team needs as many players as the others (三国智 §1.2.4.1).</source>
            <translation>Teams of {sizes} players cannot alternate round the table: every team needs as many players as the others (三国智 §1.2.4.1).</translation>
        </message>
        <message>
            <source>{first} and {second} are allies sitting side by side: seats alternate between teams (三国智 §1.2.4.1).</source>
            <translation>{first} and {second} are allies sitting side by side: seats alternate between teams (三国智 §1.2.4.1).</translation>
        </message>
        <message>
            <source>Seats alternate between the teams in a fixed order round the table: {seat} should be an ally of {other} (三国智 §1.2.4.1).</source>
            <translation>Seats alternate between the teams in a fixed order round the table: {seat} should be an ally of {other} (三国智 §1.2.4.1).</translation>
        </message>
        <message>
            <source>it is not a 三国智 table</source>
            <translation>it is not a 三国智 table</translation>
        </message>
        <message>
            <source>its bookkeeping lacks {keys}</source>
            <translation>its bookkeeping lacks {keys}</translation>
        </message>
        <message>
            <source>its card list is malformed</source>
            <translation>its card list is malformed</translation>
        </message>
        <message>
            <source>card {card} names the unknown card definition {definition}</source>
            <translation>card {card} names the unknown card definition {definition}</translation>
        </message>
        <message>
            <source>it has {records} player records for {seats} seats</source>
            <translation>it has {records} player records for {seats} seats</translation>
        </message>
        <message>
            <source>its zones are not those of a 三国智 table</source>
            <translation>its zones are not those of a 三国智 table</translation>
        </message>
        <message>
            <source>zone {zone} holds something that is not a card of this table</source>
            <translation>zone {zone} holds something that is not a card of this table</translation>
        </message>
        <message>
            <source>card {card} lies in two places</source>
            <translation>card {card} lies in two places</translation>
        </message>
        <message>
            <source>cards {cards} lie nowhere</source>
            <translation>cards {cards} lie nowhere</translation>
        </message>
        <message>
            <source>zone {zone} holds {n} cards, more than its {cap}</source>
            <translation>zone {zone} holds {n} cards, more than its {cap}</translation>
        </message>
        <message>
            <source>its turn order is not an order of its {n} seats</source>
            <translation>its turn order is not an order of its {n} seats</translation>
        </message>
        <message>
            <source>it is at an unknown step {step}</source>
            <translation>it is at an unknown step {step}</translation>
        </message>
        <message>
            <source>it keeps a field record of the unknown card {card}</source>
            <translation>it keeps a field record of the unknown card {card}</translation>
        </message>
        <message>
            <source>its options cannot be played: {problem}</source>
            <translation>its options cannot be played: {problem}</translation>
        </message>
        <message>
            <source>{seat} has {lc} 粮草, above the cap {cap}</source>
            <translation>{seat} has {lc} provisions, above the cap {cap}</translation>
        </message>
        <message>
            <source>{seat} has {n} 副将槽, more than {max}</source>
            <translation>{seat} has {n} lieutenant slots, more than {max}</translation>
        </message>
        <message>
            <source>the field card {card} is not on the field</source>
            <translation>the field card {card} is not on the field</translation>
        </message>
        <message>
            <source>{card} in {zone} has no field record</source>
            <translation>{card} in {zone} has no field record</translation>
        </message>
        <message>
            <source>{card} in {zone} is not a 将领</source>
            <translation>{card} in {zone} is not a general</translation>
        </message>
        <message>
            <source>{zone} holds a 宝物 without a general</source>
            <translation>{zone} holds a treasure without a general</translation>
        </message>
        <message>
            <source>{card} lies in the chain area without a chain item</source>
            <translation>{card} lies in the chain area without a chain item</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>The game is stuck: the same table came back %1 times without progress, so the bots stopped. Undo, save the game for a bug report, or start a new one.</source>
            <extracomment>fn(seat, legal) -&gt; action or None: an answer the table gives for a person without asking (an empty gesture window, a decision that changes nothing; the window sets it from the game's table plug-in)</extracomment>
            <translation>The game is stuck: the same table came back %1 times without progress, so the bots stopped. Undo, save the game for a bug report, or start a new one.</translation>
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>shared</source>
            <translation>shared</translation>
        </message>
        <message>
            <source>Ranking</source>
            <translation>Ranking</translation>
        </message>
        <message>
            <source>How the places were decided</source>
            <translation>How the places were decided</translation>
        </message>
        <message numerus="yes">
            <source>%n round(s)</source>
            <translation>
                <numerusform>%n round</numerusform>
                <numerusform>%n rounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minute</numerusform>
                <numerusform>%n minutes</numerusform>
            </translation>
        </message>
        <message>
            <source>Length: %1</source>
            <translation>Length: %1</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <source>Shared first place: %1</source>
            <translation>Shared first place: %1</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Rematch</translation>
        </message>
        <message>
            <source>The same seats and house rules with a new seed</source>
            <translation>The same seats and house rules with a new seed</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <source>&amp;Save replay…</source>
            <translation>&amp;Save replay…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Close</translation>
        </message>
        <message>
            <source>Save the replay</source>
            <translation>Save the replay</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>went out</translation>
        </message>
        <message>
            <source>withdrew (棄局)</source>
            <translation>withdrew (棄局)</translation>
        </message>
        <message>
            <source>conceded (認輸)</source>
            <translation>conceded (認輸)</translation>
        </message>
        <message numerus="yes">
            <source>%n collected</source>
            <translation>
                <numerusform>%n collected</numerusform>
                <numerusform>%n collected</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 went out first (no burden left) [§6.4]</source>
            <translation>%1 went out first (no burden left) [§6.4]</translation>
        </message>
        <message>
            <source>%1 went out at the same time and share the place [§6.4]</source>
            <translation>%1 went out at the same time and share the place [§6.4]</translation>
        </message>
        <message>
            <source>%1 went out next [§6.4]</source>
            <translation>%1 went out next [§6.4]</translation>
        </message>
        <message>
            <source>%1 ahead of %2</source>
            <translation>%1 ahead of %2</translation>
        </message>
        <message>
            <source>fewer burden cards (%1 against %2)</source>
            <translation>fewer burden cards (%1 against %2)</translation>
        </message>
        <message>
            <source>the same burden (%1), fewer collected cards (%2 against %3)</source>
            <translation>the same burden (%1), fewer collected cards (%2 against %3)</translation>
        </message>
        <message>
            <source>the same burden and collected cards, a lower total card value (%1 against %2)</source>
            <translation>the same burden and collected cards, a lower total card value (%1 against %2)</translation>
        </message>
        <message>
            <source>%1: %2 [§6.4]</source>
            <translation>%1: %2 [§6.4]</translation>
        </message>
        <message>
            <source>%1 share a place: the same burden, collected cards and card values [§6.4]</source>
            <translation>%1 share a place: the same burden, collected cards and card values [§6.4]</translation>
        </message>
        <message>
            <source>%1 withdrew (棄局) and rank below the players still in; an earlier withdrawal ranks lower [§6.4]</source>
            <translation>%1 withdrew (棄局) and rank below the players still in; an earlier withdrawal ranks lower [§6.4]</translation>
        </message>
        <message>
            <source>%1 conceded (認輸) and rank last; an earlier concession ranks lower [§6.4]</source>
            <translation>%1 conceded (認輸) and rank last; an earlier concession ranks lower [§6.4]</translation>
        </message>
        <message numerus="yes">
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Gestures</name>
        <message>
            <source>Yield my position (讓位)</source>
            <translation>Yield my position (讓位)</translation>
        </message>
        <message>
            <source>Offer your identity to another player; if they accept, you swap places in the turn order. Setup window, once per window.</source>
            <translation>Offer your identity to another player; if they accept, you swap places in the turn order. Setup window, once per window.</translation>
        </message>
        <message>
            <source>Reshuffle, way 1 (重洗)</source>
            <translation>Reshuffle, way 1 (重洗)</translation>
        </message>
        <message>
            <source>All cards except the identities go back into the deck and the setup is repeated. Setup window, once per player.</source>
            <translation>All cards except the identities go back into the deck and the setup is repeated. Setup window, once per player.</translation>
        </message>
        <message>
            <source>Reshuffle, way 2 (重洗)</source>
            <translation>Reshuffle, way 2 (重洗)</translation>
        </message>
        <message>
            <source>Advanced, round-start window, once per game, with quality and weapon: your effect card is turned face up for good and the discard pile is shuffled into the draw pile.</source>
            <translation>Advanced, round-start window, once per game, with quality and weapon: your effect card is turned face up for good and the discard pile is shuffled into the draw pile.</translation>
        </message>
        <message>
            <source>Reshuffle, way 3 (重洗)</source>
            <translation>Reshuffle, way 3 (重洗)</translation>
        </message>
        <message>
            <source>Basic, round-start window, once per game: your collected pile goes into the draw pile, it is shuffled and you draw as many cards into your hand.</source>
            <translation>Basic, round-start window, once per game: your collected pile goes into the draw pile, it is shuffled and you draw as many cards into your hand.</translation>
        </message>
        <message>
            <source>Pause (暫停)</source>
            <translation>Pause (暫停)</translation>
        </message>
        <message>
            <source>Any time: your identity goes face down and the game halts until you resume or concede.</source>
            <translation>Any time: your identity goes face down and the game halts until you resume or concede.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>Ends your pause: your identity is face up again and play goes on.</source>
            <translation>Ends your pause: your identity is face up again and play goes on.</translation>
        </message>
        <message>
            <source>Abandon (棄局)</source>
            <translation>Abandon (棄局)</translation>
        </message>
        <message>
            <source>Round-start window, not in the final round, with a hand card: leave the game (or, by house rule, sit out this round for one hand card).</source>
            <translation>Round-start window, not in the final round, with a hand card: leave the game (or, by house rule, sit out this round for one hand card).</translation>
        </message>
        <message>
            <source>Concede (認輸)</source>
            <translation>Concede (認輸)</translation>
        </message>
        <message>
            <source>Any time: your identity goes to the discard pile and all your other cards out of the game; you are ranked by §6.4.</source>
            <translation>Any time: your identity goes to the discard pile and all your other cards out of the game; you are ranked by §6.4.</translation>
        </message>
        <message>
            <source>Exchange hand (交換)</source>
            <translation>Exchange hand (交換)</translation>
        </message>
        <message>
            <source>Setup and final-round windows, once per window: your whole hand goes into the draw pile, it is shuffled and you draw as many cards.</source>
            <translation>Setup and final-round windows, once per window: your whole hand goes into the draw pile, it is shuffled and you draw as many cards.</translation>
        </message>
        <message>
            <source>Role change (角色更換)</source>
            <translation>Role change (角色更換)</translation>
        </message>
        <message>
            <source>Setup and final-round windows: all identity cards are shuffled and dealt again; the turn order stays.</source>
            <translation>Setup and final-round windows: all identity cards are shuffled and dealt again; the turn order stays.</translation>
        </message>
        <message>
            <source>Background text (信息補充)…</source>
            <translation>Background text (信息補充)…</translation>
        </message>
        <message>
            <source>Setup window: a free text about your character; it has no rule effect.</source>
            <translation>Setup window: a free text about your character; it has no rule effect.</translation>
        </message>
        <message>
            <source>劇牌 §8, gesture %1: %2</source>
            <translation>劇牌 §8, gesture %1: %2</translation>
        </message>
        <message>
            <source>A few words about your character (no rule effect):</source>
            <translation>A few words about your character (no rule effect):</translation>
        </message>
        <message>
            <source>Abandon the game?</source>
            <translation>Abandon the game?</translation>
        </message>
        <message>
            <source>Abandon the game (棄局)? You leave it for good: your hand goes to the discard pile and you rank below the players still in.</source>
            <translation>Abandon the game (棄局)? You leave it for good: your hand goes to the discard pile and you rank below the players still in.</translation>
        </message>
        <message>
            <source>Sit out this round?</source>
            <translation>Sit out this round?</translation>
        </message>
        <message>
            <source>Sit out this round (棄局)? You take no turn and cannot be targeted until the round ends.</source>
            <translation>Sit out this round (棄局)? You take no turn and cannot be targeted until the round ends.</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Rules of %1</source>
            <translation>Rules of %1</translation>
        </message>
        <message>
            <source>The rules pages of this game are not installed.</source>
            <translation>The rules pages of this game are not installed.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>The hint search failed: %1</source>
            <translation>The hint search failed: %1</translation>
        </message>
        <message>
            <source>There is no game on the table.</source>
            <translation>There is no game on the table.</translation>
        </message>
        <message>
            <source>Hints are not available for this game yet.</source>
            <translation>Hints are not available for this game yet.</translation>
        </message>
        <message>
            <source>Hints are off in this game: every player agreed to play without them.</source>
            <translation>Hints are off in this game: every player agreed to play without them.</translation>
        </message>
        <message>
            <source>Hints are for your own decisions: ask when it is your turn.</source>
            <translation>Hints are for your own decisions: ask when it is your turn.</translation>
        </message>
        <message>
            <source>Thinking (about %1 s)…</source>
            <translation>Thinking (about %1 s)…</translation>
        </message>
        <message>
            <source>No move to suggest.</source>
            <translation>No move to suggest.</translation>
        </message>
        <message>
            <source>What I would do, best first:</source>
            <translation>What I would do, best first:</translation>
        </message>
        <message>
            <source>The table has changed: press H to ask again.</source>
            <translation>The table has changed: press H to ask again.</translation>
        </message>
        <message>
            <source>%1 (about %2%)</source>
            <translation>%1 (about %2%)</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Show</translation>
        </message>
        <message>
            <source>Play this</source>
            <translation>Play this</translation>
        </message>
        <message>
            <source>Press '%1'.</source>
            <translation>Press '%1'.</translation>
        </message>
        <message>
            <source>What would you do?</source>
            <translation>What would you do?</translation>
        </message>
        <message>
            <source>Press H (or the Hint button) when it is your turn.</source>
            <translation>Press H (or the Hint button) when it is your turn.</translation>
        </message>
        <message>
            <source>almost certain to win</source>
            <translation>almost certain to win</translation>
        </message>
        <message>
            <source>likely to win</source>
            <translation>likely to win</translation>
        </message>
        <message>
            <source>a good chance</source>
            <translation>a good chance</translation>
        </message>
        <message>
            <source>a fair chance</source>
            <translation>a fair chance</translation>
        </message>
        <message>
            <source>an outside chance</source>
            <translation>an outside chance</translation>
        </message>
        <message>
            <source>unlikely to win</source>
            <translation>unlikely to win</translation>
        </message>
        <message>
            <source>very unlikely to win</source>
            <translation>very unlikely to win</translation>
        </message>
        <message>
            <source>won {p}% of its {v} sampled playouts</source>
            <translation>won {p}% of its {v} sampled playouts</translation>
        </message>
        <message>
            <source>the only sensible move here</source>
            <translation>the only sensible move here</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>Lessons</source>
            <translation>Lessons</translation>
        </message>
        <message>
            <source>Short guided positions: each shows one rule at work. Pick one to start.</source>
            <translation>Short guided positions: each shows one rule at work. Pick one to start.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>The lesson's move for %1 was refused: the lesson file does not fit the rules.</source>
            <translation>The lesson's move for %1 was refused: the lesson file does not fit the rules.</translation>
        </message>
        <message>
            <source>This lesson's table does not show what its text says: %1</source>
            <translation>This lesson's table does not show what its text says: %1</translation>
        </message>
        <message>
            <source>Wait: read the text and press Continue.</source>
            <translation>Wait: read the text and press Continue.</translation>
        </message>
        <message>
            <source>Refused: %1</source>
            <translation>Refused: %1</translation>
        </message>
        <message>
            <source>That is a legal move, but not the one this lesson practises.</source>
            <translation>That is a legal move, but not the one this lesson practises.</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>Right.</translation>
        </message>
        <message>
            <source>Refused, as the lesson said: %1</source>
            <translation>Refused, as the lesson said: %1</translation>
        </message>
        <message>
            <source>The lesson's move: %1</source>
            <translation>The lesson's move: %1</translation>
        </message>
        <message>
            <source>Lesson</source>
            <translation>Lesson</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Show me</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Restart</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Next lesson</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Welcome</translation>
        </message>
        <message>
            <source>New to these games? A first lesson takes a few minutes and shows how a turn works.</source>
            <translation>New to these games? A first lesson takes a few minutes and shows how a turn works.</translation>
        </message>
        <message>
            <source>Lesson 1: %1</source>
            <translation>Lesson 1: %1</translation>
        </message>
        <message>
            <source>Not now</source>
            <translation>Not now</translation>
        </message>
        <message>
            <source>Basic game</source>
            <translation>Basic game</translation>
        </message>
        <message>
            <source>Advanced game</source>
            <translation>Advanced game</translation>
        </message>
        <message>
            <source>Basics</source>
            <translation>Basics</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>{name} takes the mouse.</source>
            <translation>{name} takes the mouse.</translation>
        </message>
        <message>
            <source>{card} is dissolved.</source>
            <translation>{card} is dissolved.</translation>
        </message>
        <message>
            <source>{card} is killed and goes to the graveyard.</source>
            <translation>{card} is killed and goes to the graveyard.</translation>
        </message>
        <message>
            <source>{card} is destroyed and goes to the graveyard.</source>
            <translation>{card} is destroyed and goes to the graveyard.</translation>
        </message>
        <message>
            <source>{card} is sacrificed and goes to the graveyard.</source>
            <translation>{card} is sacrificed and goes to the graveyard.</translation>
        </message>
        <message>
            <source>{card} is dying.</source>
            <translation>{card} is dying.</translation>
        </message>
        <message>
            <source>{player} loses the commander slot.</source>
            <translation>{player} loses the commander slot.</translation>
        </message>
        <message>
            <source>{card} returns to its owner's hand.</source>
            <translation>{card} returns to its owner's hand.</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>{card} is destroyed.</translation>
        </message>
        <message>
            <source>{player} must draw from an empty camp.</source>
            <translation>{player} must draw from an empty camp.</translation>
        </message>
        <message>
            <source>{card} takes {n} damage.</source>
            <translation>{card} takes {n} damage.</translation>
        </message>
        <message>
            <source>{card}: a triggered effect goes on the chain.</source>
            <translation>{card}: a triggered effect goes on the chain.</translation>
        </message>
        <message>
            <source>{card} loses its treasure.</source>
            <translation>{card} loses its treasure.</translation>
        </message>
        <message>
            <source>{card} survives.</source>
            <translation>{card} survives.</translation>
        </message>
        <message>
            <source>{card} moves to the commander slot.</source>
            <translation>{card} moves to the commander slot.</translation>
        </message>
        <message>
            <source>{card} moves to the strategist slot.</source>
            <translation>{card} moves to the strategist slot.</translation>
        </message>
        <message>
            <source>{card} moves to a lieutenant slot.</source>
            <translation>{card} moves to a lieutenant slot.</translation>
        </message>
        <message>
            <source>{player} takes control of {card}.</source>
            <translation>{player} takes control of {card}.</translation>
        </message>
        <message>
            <source>{card} is turned face up.</source>
            <translation>{card} is turned face up.</translation>
        </message>
        <message>
            <source>{card} leaves the chain.</source>
            <translation>{card} leaves the chain.</translation>
        </message>
        <message>
            <source>{card} leaves the chain: no target is left.</source>
            <translation>{card} leaves the chain: no target is left.</translation>
        </message>
        <message>
            <source>{card} enters the field.</source>
            <translation>{card} enters the field.</translation>
        </message>
        <message>
            <source>{player} loses.</source>
            <translation>{player} loses.</translation>
        </message>
        <message>
            <source>The props (道具牌) are {cards}; they go back into the draw pile.</source>
            <translation>The props (道具牌) are {cards}; they go back into the draw pile.</translation>
        </message>
        <message>
            <source>{card} is a prop (道具牌): it becomes the active prop (+{value}).</source>
            <translation>{card} is a prop (道具牌): it becomes the active prop (+{value}).</translation>
        </message>
        <message>
            <source>Three props in a row with no drawer: the draw pile is shuffled and the draw goes on.</source>
            <translation>Three props in a row with no drawer: the draw pile is shuffled and the draw goes on.</translation>
        </message>
        <message>
            <source>{name} drew three props: suspected cheating (作弊嫌疑), {name} concedes.</source>
            <translation>{name} drew three props: suspected cheating (作弊嫌疑), {name} concedes.</translation>
        </message>
        <message>
            <source>{name}'s unarmed period ends: the unused strategy card {card} is discarded.</source>
            <translation>{name}'s unarmed period ends: the unused strategy card {card} is discarded.</translation>
        </message>
        <message>
            <source>{name} is unarmed: effect and strategy come at the next upkeep.</source>
            <translation>{name} is unarmed: effect and strategy come at the next upkeep.</translation>
        </message>
        <message>
            <source>{name} is unarmed: the effect card {card} is turned face up.</source>
            <translation>{name} is unarmed: the effect card {card} is turned face up.</translation>
        </message>
        <message>
            <source>{name} draws a strategy card.</source>
            <translation>{name} draws a strategy card.</translation>
        </message>
        <message>
            <source>{name} draws the weapon card owed by the forced discard.</source>
            <translation>{name} draws the weapon card owed by the forced discard.</translation>
        </message>
        <message>
            <source>{name} opts in (加入情況): risk and benefit are turned face up for this round.</source>
            <translation>{name} opts in (加入情況): risk and benefit are turned face up for this round.</translation>
        </message>
        <message>
            <source>{name}'s strategy card is used and discarded.</source>
            <translation>{name}'s strategy card is used and discarded.</translation>
        </message>
        <message>
            <source>{name}'s time-limited card is used up.</source>
            <translation>{name}'s time-limited card is used up.</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats both benefit {b} and risk {r}.</source>
            <translation>{name}'s trigger {x} beats both benefit {b} and risk {r}.</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats the benefit {b} but not the risk {r}.</source>
            <translation>{name}'s trigger {x} beats the benefit {b} but not the risk {r}.</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats the risk {r} but not the benefit {b}.</source>
            <translation>{name}'s trigger {x} beats the risk {r} but not the benefit {b}.</translation>
        </message>
        <message>
            <source>{name}'s trigger {x} beats neither benefit {b} nor risk {r}.</source>
            <translation>{name}'s trigger {x} beats neither benefit {b} nor risk {r}.</translation>
        </message>
        <message>
            <source>{name}: {m} and the effect card differ in parity, so there is no bonus.</source>
            <translation>{name}: {m} and the effect card differ in parity, so there is no bonus.</translation>
        </message>
        <message>
            <source>Forced cooperation (強制合作): the action is void and both intent cards are discarded.</source>
            <translation>Forced cooperation (強制合作): the action is void and both intent cards are discarded.</translation>
        </message>
        <message>
            <source>{name}'s strategy card {card} becomes a weapon modifier of {mod:+d}.</source>
            <translation>{name}'s strategy card {card} becomes a weapon modifier of {mod:+d}.</translation>
        </message>
        <message>
            <source>Forced trade (強制交易), initiated by {name}: each offers a hand card face down.</source>
            <translation>Forced trade (強制交易), initiated by {name}: each offers a hand card face down.</translation>
        </message>
        <message>
            <source>No exchange: a player has no hand card to offer.</source>
            <translation>No exchange: a player has no hand card to offer.</translation>
        </message>
        <message>
            <source>Forced plunder (強制掠奪) by {name}: the action is scored with base intents.</source>
            <translation>Forced plunder (強制掠奪) by {name}: the action is scored with base intents.</translation>
        </message>
        <message>
            <source>Both piles are empty: {name} is owed the weapon card.</source>
            <translation>Both piles are empty: {name} is owed the weapon card.</translation>
        </message>
        <message>
            <source>{name}'s strategy card {card} goes with the intent card to {other}'s collected pile.</source>
            <translation>{name}'s strategy card {card} goes with the intent card to {other}'s collected pile.</translation>
        </message>
        <message>
            <source>{name} has no hand card: nothing is plundered.</source>
            <translation>{name} has no hand card: nothing is plundered.</translation>
        </message>
        <message>
            <source>{name} chooses which of the highest hand cards {other} plunders.</source>
            <translation>{name} chooses which of the highest hand cards {other} plunders.</translation>
        </message>
        <message>
            <source>{name} plunders the highest card from {other}'s hand.</source>
            <translation>{name} plunders the highest card from {other}'s hand.</translation>
        </message>
        <message>
            <source>{name}'s strategy card {s} is discarded: the plundered card carries +{v}.</source>
            <translation>{name}'s strategy card {s} is discarded: the plundered card carries +{v}.</translation>
        </message>
        <message>
            <source>{name} chooses a card to offer, face down.</source>
            <translation>{name} chooses a card to offer, face down.</translation>
        </message>
        <message>
            <source>{name} and {other} swap the offered cards.</source>
            <translation>{name} and {other} swap the offered cards.</translation>
        </message>
        <message>
            <source>{name} scores the action.</source>
            <translation>{name} scores the action.</translation>
        </message>
        <message>
            <source>{name} voids the action: the intent cards return to the hands.</source>
            <translation>{name} voids the action: the intent cards return to the hands.</translation>
        </message>
        <message>
            <source>Only the bottom card (底牌) is left: continue the game? A yes places one's whole collected pile.</source>
            <translation>Only the bottom card (底牌) is left: continue the game? A yes places one's whole collected pile.</translation>
        </message>
        <message>
            <source>{name} votes no.</source>
            <translation>{name} votes no.</translation>
        </message>
        <message>
            <source>{name} votes yes.</source>
            <translation>{name} votes yes.</translation>
        </message>
        <message>
            <source>The continuation is refused: the game ends now.</source>
            <translation>The continuation is refused: the game ends now.</translation>
        </message>
        <message>
            <source>The continuation is refused: the bottom card is played as the final round.</source>
            <translation>The continuation is refused: the bottom card is played as the final round.</translation>
        </message>
        <message>
            <source>No card was placed: the bottom card is played as the final round.</source>
            <translation>No card was placed: the bottom card is played as the final round.</translation>
        </message>
        <message>
            <source>Everyone agrees: {n} collected cards become new round cards on the bottom card.</source>
            <translation>Everyone agrees: {n} collected cards become new round cards on the bottom card.</translation>
        </message>
        <message>
            <source>The draw pile is empty: the discard pile is shuffled into a new draw pile.</source>
            <translation>The draw pile is empty: the discard pile is shuffled into a new draw pile.</translation>
        </message>
        <message>
            <source>Round {round}: the round card is {card} (value {value}); the round is {nature}.</source>
            <translation>Round {round}: the round card is {card} (value {value}); the round is {nature}.</translation>
        </message>
        <message>
            <source>This is the final round: every hand must be played out.</source>
            <translation>This is the final round: every hand must be played out.</translation>
        </message>
        <message>
            <source>{name} rearms.</source>
            <translation>{name} rearms.</translation>
        </message>
        <message>
            <source>{name} has no legal action and passes.</source>
            <translation>{name} has no legal action and passes.</translation>
        </message>
        <message>
            <source>{name} has no burden left and goes out!</source>
            <translation>{name} has no burden left and goes out!</translation>
        </message>
        <message>
            <source>{name} re-equips.</source>
            <translation>{name} re-equips.</translation>
        </message>
        <message>
            <source>{name} passes.</source>
            <translation>{name} passes.</translation>
        </message>
        <message>
            <source>{name} has no legal action and must discard a hand card.</source>
            <translation>{name} has no legal action and must discard a hand card.</translation>
        </message>
        <message>
            <source>{name} offers their position to {other}.</source>
            <translation>{name} offers their position to {other}.</translation>
        </message>
        <message>
            <source>{name} accepts: the two swap places in the turn order.</source>
            <translation>{name} accepts: the two swap places in the turn order.</translation>
        </message>
        <message>
            <source>{name} declines the offer.</source>
            <translation>{name} declines the offer.</translation>
        </message>
        <message>
            <source>{name} calls for a reshuffle: everything but the identities is dealt again.</source>
            <translation>{name} calls for a reshuffle: everything but the identities is dealt again.</translation>
        </message>
        <message>
            <source>{name} reshuffles {n} collected cards into the draw pile and draws as many.</source>
            <translation>{name} reshuffles {n} collected cards into the draw pile and draws as many.</translation>
        </message>
        <message>
            <source>{name} pauses the game.</source>
            <translation>{name} pauses the game.</translation>
        </message>
        <message>
            <source>{name} resumes the game.</source>
            <translation>{name} resumes the game.</translation>
        </message>
        <message>
            <source>{name} abandons the game (棄局) and withdraws.</source>
            <translation>{name} abandons the game (棄局) and withdraws.</translation>
        </message>
        <message>
            <source>{name} sits out this round (棄局).</source>
            <translation>{name} sits out this round (棄局).</translation>
        </message>
        <message>
            <source>{name} concedes (認輸).</source>
            <translation>{name} concedes (認輸).</translation>
        </message>
        <message>
            <source>{name} exchanges {n} hand cards (交換).</source>
            <translation>{name} exchanges {n} hand cards (交換).</translation>
        </message>
        <message>
            <source>{name} calls for a role change (角色更換).</source>
            <translation>{name} calls for a role change (角色更換).</translation>
        </message>
        <message>
            <source>{actor} commits an intent card against {target}.</source>
            <translation>{actor} commits an intent card against {target}.</translation>
        </message>
        <message>
            <source>{name}'s weapon is used up; rearming is possible from round {round}.</source>
            <translation>{name}'s weapon is used up; rearming is possible from round {round}.</translation>
        </message>
        <message>
            <source>{name} has used the weapon {uses} of {cap} times.</source>
            <translation>{name} has used the weapon {uses} of {cap} times.</translation>
        </message>
        <message>
            <source>{name} collects both intent cards.</source>
            <translation>{name} collects both intent cards.</translation>
        </message>
        <message>
            <source>The totals are equal.</source>
            <translation>The totals are equal.</translation>
        </message>
        <message>
            <source>The defense becomes an attack: {name} collects both cards.</source>
            <translation>The defense becomes an attack: {name} collects both cards.</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the weapon.</source>
            <translation>The discard succeeds: {name} loses the weapon.</translation>
        </message>
        <message>
            <source>The discard fails: the intent card is discarded.</source>
            <translation>The discard fails: the intent card is discarded.</translation>
        </message>
        <message>
            <source>The discard succeeds: {name} loses the equipment.</source>
            <translation>The discard succeeds: {name} loses the equipment.</translation>
        </message>
        <message>
            <source>The discard fails.</source>
            <translation>The discard fails.</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>%1's %2</source>
            <translation>%1's %2</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>a card</translation>
        </message>
        <message>
            <source>+</source>
            <translation>+</translation>
        </message>
        <message>
            <source>%1 (%2 bot), now that the cards are shown: %3</source>
            <translation>%1 (%2 bot), now that the cards are shown: %3</translation>
        </message>
        <message>
            <source>%1 (%2 bot): %4 (%3)</source>
            <translation>%1 (%2 bot): %4 (%3)</translation>
        </message>
        <message>
            <source>%1 (%2 bot): %3</source>
            <translation>%1 (%2 bot): %3</translation>
        </message>
        <message>
            <source>%1 decides again.</source>
            <translation>%1 decides again.</translation>
        </message>
        <message>
            <source>The game is stuck: the same table came back %1 times without progress. The bots stopped.</source>
            <translation>The game is stuck: the same table came back %1 times without progress. The bots stopped.</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1: %2 → %3</translation>
        </message>
        <message>
            <source>%1 is revealed (%2)</source>
            <translation>%1 is revealed (%2)</translation>
        </message>
        <message>
            <source>%1 is turned face down (%2)</source>
            <translation>%1 is turned face down (%2)</translation>
        </message>
        <message>
            <source>%1 is shuffled</source>
            <translation>%1 is shuffled</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <source>Game over. Ranking: %1</source>
            <translation>Game over. Ranking: %1</translation>
        </message>
        <message>
            <source>{player}: {action} (the only legal answer)</source>
            <translation>{player}: {action} (the only legal answer)</translation>
        </message>
        <message>
            <source>{player} passes (no stop here)</source>
            <translation>{player} passes (no stop here)</translation>
        </message>
        <message>
            <source>{player} passes (until the end of the turn)</source>
            <translation>{player} passes (until the end of the turn)</translation>
        </message>
        <message>
            <source>{player} passes (until something happens)</source>
            <translation>{player} passes (until something happens)</translation>
        </message>
        <message>
            <source>{player} passes (lets their own chain item resolve)</source>
            <translation>{player} passes (lets their own chain item resolve)</translation>
        </message>
        <message numerus="yes">
            <source>Undone: %n move(s), taken back from the log.</source>
            <translation>
                <numerusform>Undone: %n move, taken back from the log.</numerusform>
                <numerusform>Undone: %n moves, taken back from the log.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Redone: %n move(s).</source>
            <translation>
                <numerusform>Redone: %n move.</numerusform>
                <numerusform>Redone: %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Paizhuo 牌桌</source>
            <translation>Paizhuo 牌桌</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;New game…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>What to do now</source>
            <translation>What to do now</translation>
        </message>
        <message>
            <source>Sa&amp;ve as…</source>
            <translation>Sa&amp;ve as…</translation>
        </message>
        <message>
            <source>&amp;Properties…</source>
            <translation>&amp;Properties…</translation>
        </message>
        <message>
            <source>&amp;Actions</source>
            <translation>&amp;Actions</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Theme</translation>
        </message>
        <message>
            <source>&amp;Light table</source>
            <translation>&amp;Light table</translation>
        </message>
        <message>
            <source>&amp;Dark table</source>
            <translation>&amp;Dark table</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>Animation &amp;speed</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>&amp;Bot speed</source>
            <translation>&amp;Bot speed</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Settings…</translation>
        </message>
        <message>
            <source>Show lo&amp;g</source>
            <translation>Show lo&amp;g</translation>
        </message>
        <message>
            <source>Sto&amp;ps…</source>
            <translation>Sto&amp;ps…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Rules</translation>
        </message>
        <message>
            <source>Rule for the card or place under the mouse</source>
            <translation>Rule for the card or place under the mouse</translation>
        </message>
        <message>
            <source>&amp;About Paizhuo</source>
            <translation>&amp;About Paizhuo</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Log</translation>
        </message>
        <message>
            <source>Games that failed to load</source>
            <translation>Games that failed to load</translation>
        </message>
        <message>
            <source>Could not save: %1</source>
            <translation>Could not save: %1</translation>
        </message>
        <message>
            <source>Concede?</source>
            <extracomment>a ``WindowExtras`` subclass the main window makes once for this game (docks, menus), or None a ``NewGameExtras`` subclass the new-game dialog makes once for this game, or None how the log names this game's things</extracomment>
            <translation>Concede?</translation>
        </message>
        <message>
            <source>Concede the game? It ends the game for you.</source>
            <translation>Concede the game? It ends the game for you.</translation>
        </message>
        <message>
            <source>Game ▸ New game (Ctrl+N) starts a game.</source>
            <translation>Game ▸ New game (Ctrl+N) starts a game.</translation>
        </message>
        <message>
            <source>The game is over: see the ranking. Game ▸ New game starts another.</source>
            <translation>The game is over: see the ranking. Game ▸ New game starts another.</translation>
        </message>
        <message>
            <source>The bots stopped: the game went round in circles. Undo, save or start a new game.</source>
            <translation>The bots stopped: the game went round in circles. Undo, save or start a new game.</translation>
        </message>
        <message>
            <source>Pass the PC to %1.</source>
            <translation>Pass the PC to %1.</translation>
        </message>
        <message>
            <source>Your turn: drag a lit card onto a lit place, or choose a button.</source>
            <translation>Your turn: drag a lit card onto a lit place, or choose a button.</translation>
        </message>
        <message>
            <source>Your turn: drag a lit card onto a lit place.</source>
            <translation>Your turn: drag a lit card onto a lit place.</translation>
        </message>
        <message>
            <source>Your turn: choose in the action bar.</source>
            <translation>Your turn: choose in the action bar.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Your turn.</translation>
        </message>
        <message>
            <source>Waiting for %1.</source>
            <translation>Waiting for %1.</translation>
        </message>
        <message>
            <source>%1 (bot) is thinking…</source>
            <translation>%1 (bot) is thinking…</translation>
        </message>
        <message>
            <source>This game has no stops.</source>
            <translation>This game has no stops.</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>Game over — %1</translation>
        </message>
        <message>
            <source>The game is stuck</source>
            <translation>The game is stuck</translation>
        </message>
        <message>
            <source>No game — Game ▸ New game</source>
            <translation>No game — Game ▸ New game</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <source>This file cannot be opened (%1).</source>
            <translation>This file cannot be opened (%1).</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Mode</source>
            <translation>Mode</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Started</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Custom</translation>
        </message>
        <message>
            <source>from “%1”</source>
            <translation>from “%1”</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Sandbox — %1 has the mouse</source>
            <translation>Sandbox — %1 has the mouse</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <source>%1 to act</source>
            <translation>%1 to act</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Replace the running game?</source>
            <translation>Replace the running game?</translation>
        </message>
        <message>
            <source>The game on the table is not finished. Save it before starting another one?</source>
            <translation>The game on the table is not finished. Save it before starting another one?</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Open a saved game</translation>
        </message>
        <message>
            <source>Paizhuo saves (*.json)</source>
            <translation>Paizhuo saves (*.json)</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Saved to %1</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Save the game</translation>
        </message>
        <message>
            <source>About Paizhuo</source>
            <translation>About Paizhuo</translation>
        </message>
        <message>
            <source>Paizhuo 牌桌 %1 — a card table for Chinese card games.</source>
            <translation>Paizhuo 牌桌 %1 — a card table for Chinese card games.</translation>
        </message>
        <message>
            <source>Ge&amp;stures</source>
            <translation>Ge&amp;stures</translation>
        </message>
        <message>
            <source>(open)</source>
            <translation>(open)</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Changed: %1 has %2</source>
            <translation>Changed: %1 has %2</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Game:</translation>
        </message>
        <message>
            <source>&amp;Mode:</source>
            <translation>&amp;Mode:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Players:</translation>
        </message>
        <message>
            <source>S&amp;eed:</source>
            <translation>S&amp;eed:</translation>
        </message>
        <message>
            <source>Play without hints (every human player agrees)</source>
            <translation>Play without hints (every human player agrees)</translation>
        </message>
        <message>
            <source>Nobody may ask the Hard bot what it would do in this game.</source>
            <translation>Nobody may ask the Hard bot what it would do in this game.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Seats</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <source>Name of seat %1</source>
            <translation>Name of seat %1</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>Seat %1 is played by</source>
            <translation>Seat %1 is played by</translation>
        </message>
        <message>
            <source>How well this bot plays</source>
            <translation>How well this bot plays</translation>
        </message>
        <message>
            <source>Bot level of seat %1</source>
            <translation>Bot level of seat %1</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>House rules</translation>
        </message>
        <message>
            <source>P&amp;reset:</source>
            <translation>P&amp;reset:</translation>
        </message>
        <message>
            <source>Back to the preset</source>
            <translation>Back to the preset</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Custom</translation>
        </message>
        <message numerus="yes">
            <source>Custom: %n change(s) from “%1” (marked ●).</source>
            <translation>
                <numerusform>Custom: %n change from “%1” (marked ●).</numerusform>
                <numerusform>Custom: %n changes from “%1” (marked ●).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>General</source>
            <extracomment>translation context of game display names and mode names</extracomment>
            <translation>General</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Weapons</source>
            <translation>Weapons</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Scoring</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>End of the game</translation>
        </message>
        <message>
            <source>Gestures</source>
            <translation>Gestures</translation>
        </message>
        <message>
            <source>Advanced layer</source>
            <translation>Advanced layer</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Turns</translation>
        </message>
        <message>
            <source>Battle</source>
            <translation>Battle</translation>
        </message>
        <message>
            <source>Decks in play</source>
            <translation>Decks in play</translation>
        </message>
        <message>
            <source>Decks in play; automatic: 1 for basic with up to 5 players, else 2.</source>
            <translation>Decks in play; automatic: 1 for basic with up to 5 players, else 2.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automatic</translation>
        </message>
        <message>
            <source>Blank card</source>
            <translation>Blank card</translation>
        </message>
        <message>
            <source>Use the blank card as the narrator's identity.</source>
            <translation>Use the blank card as the narrator's identity.</translation>
        </message>
        <message>
            <source>Small joker value</source>
            <translation>Small joker value</translation>
        </message>
        <message>
            <source>Value of the small joker.</source>
            <translation>Value of the small joker.</translation>
        </message>
        <message>
            <source>Big joker value</source>
            <translation>Big joker value</translation>
        </message>
        <message>
            <source>Value of the big joker.</source>
            <translation>Value of the big joker.</translation>
        </message>
        <message>
            <source>Blank card value</source>
            <translation>Blank card value</translation>
        </message>
        <message>
            <source>Value of the blank card.</source>
            <translation>Value of the blank card.</translation>
        </message>
        <message>
            <source>Same identity</source>
            <translation>Same identity</translation>
        </message>
        <message>
            <source>When two players count as the same identity.</source>
            <translation>When two players count as the same identity.</translation>
        </message>
        <message>
            <source>same role</source>
            <translation>same role</translation>
        </message>
        <message>
            <source>same number</source>
            <translation>same number</translation>
        </message>
        <message>
            <source>same role and number</source>
            <translation>same role and number</translation>
        </message>
        <message>
            <source>Supply round value</source>
            <translation>Supply round value</translation>
        </message>
        <message>
            <source>Round value that makes a supply round.</source>
            <translation>Round value that makes a supply round.</translation>
        </message>
        <message>
            <source>Discard round value</source>
            <translation>Discard round value</translation>
        </message>
        <message>
            <source>Round value that makes a discard round.</source>
            <translation>Round value that makes a discard round.</translation>
        </message>
        <message>
            <source>Odd rounds attack</source>
            <translation>Odd rounds attack</translation>
        </message>
        <message>
            <source>Odd round values attack, even ones defend.</source>
            <translation>Odd round values attack, even ones defend.</translation>
        </message>
        <message>
            <source>Round cards</source>
            <translation>Round cards</translation>
        </message>
        <message>
            <source>Number of round cards, the bottom card included.</source>
            <translation>Number of round cards, the bottom card included.</translation>
        </message>
        <message>
            <source>First player</source>
            <translation>First player</translation>
        </message>
        <message>
            <source>Who plays first.</source>
            <translation>Who plays first.</translation>
        </message>
        <message>
            <source>the landlord</source>
            <translation>the landlord</translation>
        </message>
        <message>
            <source>seat 1</source>
            <translation>seat 1</translation>
        </message>
        <message>
            <source>chosen at random</source>
            <translation>chosen at random</translation>
        </message>
        <message>
            <source>Deal and draw quality and weapon cards.</source>
            <translation>Deal and draw quality and weapon cards.</translation>
        </message>
        <message>
            <source>Tied attack</source>
            <translation>Tied attack</translation>
        </message>
        <message>
            <source>What happens when attack totals are equal.</source>
            <translation>What happens when attack totals are equal.</translation>
        </message>
        <message>
            <source>each collects their own card</source>
            <translation>each collects their own card</translation>
        </message>
        <message>
            <source>the attacker collects both</source>
            <translation>the attacker collects both</translation>
        </message>
        <message>
            <source>both cards are discarded</source>
            <translation>both cards are discarded</translation>
        </message>
        <message>
            <source>Defender</source>
            <translation>Defender</translation>
        </message>
        <message>
            <source>Who defends in a defense round.</source>
            <translation>Who defends in a defense round.</translation>
        </message>
        <message>
            <source>the target defends</source>
            <translation>the target defends</translation>
        </message>
        <message>
            <source>the actor defends</source>
            <translation>the actor defends</translation>
        </message>
        <message>
            <source>Tied defense</source>
            <translation>Tied defense</translation>
        </message>
        <message>
            <source>Who collects when a defense ties.</source>
            <translation>Who collects when a defense ties.</translation>
        </message>
        <message>
            <source>the target collects</source>
            <translation>the target collects</translation>
        </message>
        <message>
            <source>the actor collects</source>
            <translation>the actor collects</translation>
        </message>
        <message>
            <source>Same-identity defense total</source>
            <translation>Same-identity defense total</translation>
        </message>
        <message>
            <source>Former total of a same-identity defense: sum or max.</source>
            <translation>Former total of a same-identity defense: sum or max.</translation>
        </message>
        <message>
            <source>sum</source>
            <translation>sum</translation>
        </message>
        <message>
            <source>highest</source>
            <translation>highest</translation>
        </message>
        <message>
            <source>Successful discard</source>
            <translation>Successful discard</translation>
        </message>
        <message>
            <source>Where the intent of a successful discard goes.</source>
            <translation>Where the intent of a successful discard goes.</translation>
        </message>
        <message>
            <source>the target collects it</source>
            <translation>the target collects it</translation>
        </message>
        <message>
            <source>onto the discard pile</source>
            <translation>onto the discard pile</translation>
        </message>
        <message>
            <source>Purge limit</source>
            <translation>Purge limit</translation>
        </message>
        <message>
            <source>How many collected cards a purge may discard.</source>
            <translation>How many collected cards a purge may discard.</translation>
        </message>
        <message>
            <source>by count</source>
            <translation>by count</translation>
        </message>
        <message>
            <source>by value sum</source>
            <translation>by value sum</translation>
        </message>
        <message>
            <source>all of them</source>
            <translation>all of them</translation>
        </message>
        <message>
            <source>Purge and re-equip</source>
            <translation>Purge and re-equip</translation>
        </message>
        <message>
            <source>Purge and re-equip in one supply turn.</source>
            <translation>Purge and re-equip in one supply turn.</translation>
        </message>
        <message>
            <source>Rearming</source>
            <translation>Rearming</translation>
        </message>
        <message>
            <source>Rearming at upkeep is optional or mandatory.</source>
            <translation>Rearming at upkeep is optional or mandatory.</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>optional</translation>
        </message>
        <message>
            <source>mandatory</source>
            <translation>mandatory</translation>
        </message>
        <message>
            <source>Cooldown rounds</source>
            <translation>Cooldown rounds</translation>
        </message>
        <message>
            <source>Rounds without rearming after a weapon is used up.</source>
            <translation>Rounds without rearming after a weapon is used up.</translation>
        </message>
        <message>
            <source>Voluntary pass</source>
            <translation>Voluntary pass</translation>
        </message>
        <message>
            <source>Allow passing in attack, defense and discard rounds.</source>
            <translation>Allow passing in attack, defense and discard rounds.</translation>
        </message>
        <message>
            <source>Used-up equipment</source>
            <translation>Used-up equipment</translation>
        </message>
        <message>
            <source>Where used-up equipment goes.</source>
            <translation>Where used-up equipment goes.</translation>
        </message>
        <message>
            <source>under the draw pile</source>
            <translation>under the draw pile</translation>
        </message>
        <message>
            <source>Play until</source>
            <translation>Play until</translation>
        </message>
        <message>
            <source>Stop at the first player out, or play on.</source>
            <translation>Stop at the first player out, or play on.</translation>
        </message>
        <message>
            <source>the first player is out</source>
            <translation>the first player is out</translation>
        </message>
        <message>
            <source>one player is left</source>
            <translation>one player is left</translation>
        </message>
        <message>
            <source>Final round: equipment too</source>
            <translation>Final round: equipment too</translation>
        </message>
        <message>
            <source>In the final round equipment must be played out too.</source>
            <translation>In the final round equipment must be played out too.</translation>
        </message>
        <message>
            <source>Refused vote</source>
            <translation>Refused vote</translation>
        </message>
        <message>
            <source>What a refused continuation vote does.</source>
            <translation>What a refused continuation vote does.</translation>
        </message>
        <message>
            <source>the bottom card is played last</source>
            <translation>the bottom card is played last</translation>
        </message>
        <message>
            <source>the game ends at once</source>
            <translation>the game ends at once</translation>
        </message>
        <message>
            <source>Bonus rounding</source>
            <translation>Bonus rounding</translation>
        </message>
        <message>
            <source>How halved bonuses are rounded.</source>
            <translation>How halved bonuses are rounded.</translation>
        </message>
        <message>
            <source>down</source>
            <translation>down</translation>
        </message>
        <message>
            <source>to the nearest</source>
            <translation>to the nearest</translation>
        </message>
        <message>
            <source>up</source>
            <translation>up</translation>
        </message>
        <message>
            <source>Bonus parity</source>
            <translation>Bonus parity</translation>
        </message>
        <message>
            <source>Bonus only when its parity matches the effect card.</source>
            <translation>Bonus only when its parity matches the effect card.</translation>
        </message>
        <message>
            <source>Strategy refill</source>
            <translation>Strategy refill</translation>
        </message>
        <message>
            <source>When a new strategy card is drawn.</source>
            <translation>When a new strategy card is drawn.</translation>
        </message>
        <message>
            <source>once per unarmed period</source>
            <translation>once per unarmed period</translation>
        </message>
        <message>
            <source>after each use</source>
            <translation>after each use</translation>
        </message>
        <message>
            <source>Situation order</source>
            <translation>Situation order</translation>
        </message>
        <message>
            <source>Which situation card is checked first.</source>
            <translation>Which situation card is checked first.</translation>
        </message>
        <message>
            <source>benefit first</source>
            <translation>benefit first</translation>
        </message>
        <message>
            <source>risk first</source>
            <translation>risk first</translation>
        </message>
        <message>
            <source>Forced situations</source>
            <translation>Forced situations</translation>
        </message>
        <message>
            <source>Use the forced situations (cooperation, trade, plunder, discard).</source>
            <translation>Use the forced situations (cooperation, trade, plunder, discard).</translation>
        </message>
        <message>
            <source>Forced trade</source>
            <translation>Forced trade</translation>
        </message>
        <message>
            <source>When a forced trade fires.</source>
            <translation>When a forced trade fires.</translation>
        </message>
        <message>
            <source>trigger against both benefits</source>
            <translation>trigger against both benefits</translation>
        </message>
        <message>
            <source>by margin</source>
            <translation>by margin</translation>
        </message>
        <message>
            <source>Props</source>
            <translation>Props</translation>
        </message>
        <message>
            <source>Number of prop cards.</source>
            <translation>Number of prop cards.</translation>
        </message>
        <message>
            <source>One prop a round</source>
            <translation>One prop a round</translation>
        </message>
        <message>
            <source>Limit props to one per round.</source>
            <translation>Limit props to one per round.</translation>
        </message>
        <message>
            <source>Three props</source>
            <translation>Three props</translation>
        </message>
        <message>
            <source>What three props in a row do.</source>
            <translation>What three props in a row do.</translation>
        </message>
        <message>
            <source>in a row</source>
            <translation>in a row</translation>
        </message>
        <message>
            <source>by the same player</source>
            <translation>by the same player</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nothing</translation>
        </message>
        <message>
            <source>Time-limited cards</source>
            <translation>Time-limited cards</translation>
        </message>
        <message>
            <source>Deal time-limited cards.</source>
            <translation>Deal time-limited cards.</translation>
        </message>
        <message>
            <source>Time-limited refill</source>
            <translation>Time-limited refill</translation>
        </message>
        <message>
            <source>How many cards the time-limited refill draws.</source>
            <translation>How many cards the time-limited refill draws.</translation>
        </message>
        <message>
            <source>fill the empty slot</source>
            <translation>fill the empty slot</translation>
        </message>
        <message>
            <source>one card</source>
            <translation>one card</translation>
        </message>
        <message>
            <source>Bottom card vote</source>
            <translation>Bottom card vote</translation>
        </message>
        <message>
            <source>Vote on continuing when only the bottom card is left.</source>
            <translation>Vote on continuing when only the bottom card is left.</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>yes</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Shuffle on continuing</source>
            <translation>Shuffle on continuing</translation>
        </message>
        <message>
            <source>Shuffle the placed cards when play continues.</source>
            <translation>Shuffle the placed cards when play continues.</translation>
        </message>
        <message>
            <source>Role change</source>
            <translation>Role change</translation>
        </message>
        <message>
            <source>Where a role change takes the new roles from.</source>
            <translation>Where a role change takes the new roles from.</translation>
        </message>
        <message>
            <source>the identity cards</source>
            <translation>the identity cards</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>the draw pile</translation>
        </message>
        <message>
            <source>Abandoning</source>
            <translation>Abandoning</translation>
        </message>
        <message>
            <source>Abandoning leaves the game, or sits out one round.</source>
            <translation>Abandoning leaves the game, or sits out one round.</translation>
        </message>
        <message>
            <source>leave the game</source>
            <translation>leave the game</translation>
        </message>
        <message>
            <source>sit out one round</source>
            <translation>sit out one round</translation>
        </message>
        <message>
            <source>Abandoning costs</source>
            <translation>Abandoning costs</translation>
        </message>
        <message>
            <source>The hand card an abandoned round costs.</source>
            <translation>The hand card an abandoned round costs.</translation>
        </message>
        <message>
            <source>a card onto one's collected pile</source>
            <translation>a card onto one's collected pile</translation>
        </message>
        <message>
            <source>a card onto the discard pile</source>
            <translation>a card onto the discard pile</translation>
        </message>
        <message>
            <source>Gesture windows</source>
            <translation>Gesture windows</translation>
        </message>
        <message>
            <source>Ask every player in the gesture windows, or skip them.</source>
            <translation>Ask every player in the gesture windows, or skip them.</translation>
        </message>
        <message>
            <source>ask everyone</source>
            <translation>ask everyone</translation>
        </message>
        <message>
            <source>skip them</source>
            <translation>skip them</translation>
        </message>
        <message>
            <source>As in the novel</source>
            <translation>As in the novel</translation>
        </message>
        <message>
            <source>Every rule as the novel's game describes it.</source>
            <translation>Every rule as the novel's game describes it.</translation>
        </message>
        <message>
            <source>Quick game</source>
            <translation>Quick game</translation>
        </message>
        <message>
            <source>Three round cards, no gesture windows (pause and concede stay), two props: about half as long.</source>
            <translation>Three round cards, no gesture windows (pause and concede stay), two props: about half as long.</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Deck</translation>
        </message>
        <message>
            <source>The cards on the table.</source>
            <translation>The cards on the table.</translation>
        </message>
        <message>
            <source>One deck with jokers (54)</source>
            <translation>One deck with jokers (54)</translation>
        </message>
        <message>
            <source>Two decks with jokers (108)</source>
            <translation>Two decks with jokers (108)</translation>
        </message>
        <message>
            <source>One deck without jokers (52)</source>
            <translation>One deck without jokers (52)</translation>
        </message>
        <message>
            <source>Starting provisions</source>
            <translation>Starting provisions</translation>
        </message>
        <message>
            <source>Provisions each player starts with.</source>
            <translation>Provisions each player starts with.</translation>
        </message>
        <message>
            <source>Provisions cap</source>
            <translation>Provisions cap</translation>
        </message>
        <message>
            <source>The starting provisions cap.</source>
            <translation>The starting provisions cap.</translation>
        </message>
        <message>
            <source>Smallest deck</source>
            <translation>Smallest deck</translation>
        </message>
        <message>
            <source>Fewest cards a deck may have.</source>
            <translation>Fewest cards a deck may have.</translation>
        </message>
        <message>
            <source>Events per deck</source>
            <translation>Events per deck</translation>
        </message>
        <message>
            <source>Events per player, each with a different name.</source>
            <translation>Events per player, each with a different name.</translation>
        </message>
        <message>
            <source>Formations per deck</source>
            <translation>Formations per deck</translation>
        </message>
        <message>
            <source>Formations per player, each with a different name.</source>
            <translation>Formations per player, each with a different name.</translation>
        </message>
        <message>
            <source>Opening hand</source>
            <translation>Opening hand</translation>
        </message>
        <message>
            <source>Cards in the opening hand.</source>
            <translation>Cards in the opening hand.</translation>
        </message>
        <message>
            <source>Mulligans</source>
            <translation>Mulligans</translation>
        </message>
        <message>
            <source>How often a player may redraw the opening hand.</source>
            <translation>How often a player may redraw the opening hand.</translation>
        </message>
        <message>
            <source>Hand limit</source>
            <translation>Hand limit</translation>
        </message>
        <message>
            <source>Most cards a hand may keep.</source>
            <translation>Most cards a hand may keep.</translation>
        </message>
        <message>
            <source>Enemy shuffle</source>
            <translation>Enemy shuffle</translation>
        </message>
        <message>
            <source>Whether each enemy shuffles your camp at the start.</source>
            <translation>Whether each enemy shuffles your camp at the start.</translation>
        </message>
        <message>
            <source>ask each enemy</source>
            <translation>ask each enemy</translation>
        </message>
        <message>
            <source>Cards drawn</source>
            <translation>Cards drawn</translation>
        </message>
        <message>
            <source>Cards drawn in the draw phase.</source>
            <translation>Cards drawn in the draw phase.</translation>
        </message>
        <message>
            <source>First player draws</source>
            <translation>First player draws</translation>
        </message>
        <message>
            <source>The first player draws in turn 1.</source>
            <translation>The first player draws in turn 1.</translation>
        </message>
        <message>
            <source>No battle in turn 1</source>
            <translation>No battle in turn 1</translation>
        </message>
        <message>
            <source>Nobody battles in the first round.</source>
            <translation>Nobody battles in the first round.</translation>
        </message>
        <message>
            <source>Command cards a turn</source>
            <translation>Command cards a turn</translation>
        </message>
        <message>
            <source>Command cards placed and conscriptions together, per turn.</source>
            <translation>Command cards placed and conscriptions together, per turn.</translation>
        </message>
        <message>
            <source>Conscription</source>
            <translation>Conscription</translation>
        </message>
        <message>
            <source>Allow conscription: any hand card put face down as a command card.</source>
            <translation>Allow conscription: any hand card put face down as a command card.</translation>
        </message>
        <message>
            <source>Generals a turn</source>
            <translation>Generals a turn</translation>
        </message>
        <message>
            <source>Generals deployed or set face down per turn; 0 = no limit.</source>
            <translation>Generals deployed or set face down per turn; 0 = no limit.</translation>
        </message>
        <message>
            <source>Readiness</source>
            <translation>Readiness</translation>
        </message>
        <message>
            <source>A general may not attack or use a tap ability the turn it arrives.</source>
            <translation>A general may not attack or use a tap ability the turn it arrives.</translation>
        </message>
        <message>
            <source>Strategies from hand</source>
            <translation>Strategies from hand</translation>
        </message>
        <message>
            <source>At what speed stratagems are used from the hand.</source>
            <translation>At what speed stratagems are used from the hand.</translation>
        </message>
        <message>
            <source>each card's own speed</source>
            <translation>each card's own speed</translation>
        </message>
        <message>
            <source>response speed</source>
            <translation>response speed</translation>
        </message>
        <message>
            <source>Set strategies wait</source>
            <translation>Set strategies wait</translation>
        </message>
        <message>
            <source>A stratagem set face down may not be used the turn it was set.</source>
            <translation>A stratagem set face down may not be used the turn it was set.</translation>
        </message>
        <message>
            <source>Flip speed</source>
            <translation>Flip speed</translation>
        </message>
        <message>
            <source>At what speed a card is flipped.</source>
            <translation>At what speed a card is flipped.</translation>
        </message>
        <message>
            <source>main action</source>
            <translation>main action</translation>
        </message>
        <message>
            <source>Event speed</source>
            <translation>Event speed</translation>
        </message>
        <message>
            <source>At what speed events are used.</source>
            <translation>At what speed events are used.</translation>
        </message>
        <message>
            <source>Which event</source>
            <translation>Which event</translation>
        </message>
        <message>
            <source>Which face-down event may be used.</source>
            <translation>Which face-down event may be used.</translation>
        </message>
        <message>
            <source>any of them</source>
            <translation>any of them</translation>
        </message>
        <message>
            <source>the top one</source>
            <translation>the top one</translation>
        </message>
        <message>
            <source>Events a turn</source>
            <translation>Events a turn</translation>
        </message>
        <message>
            <source>Events per player and turn (any player's turn).</source>
            <translation>Events per player and turn (any player's turn).</translation>
        </message>
        <message>
            <source>Formations a turn</source>
            <translation>Formations a turn</translation>
        </message>
        <message>
            <source>Formations formed per turn.</source>
            <translation>Formations formed per turn.</translation>
        </message>
        <message>
            <source>Formed formations</source>
            <translation>Formed formations</translation>
        </message>
        <message>
            <source>Formed formations per player at a time.</source>
            <translation>Formed formations per player at a time.</translation>
        </message>
        <message>
            <source>Strategist in formations</source>
            <translation>Strategist in formations</translation>
        </message>
        <message>
            <source>The strategist may be a member of a formation.</source>
            <translation>The strategist may be a member of a formation.</translation>
        </message>
        <message>
            <source>Strategist attacks</source>
            <translation>Strategist attacks</translation>
        </message>
        <message>
            <source>The strategist may attack.</source>
            <translation>The strategist may attack.</translation>
        </message>
        <message>
            <source>Strategist defends</source>
            <translation>Strategist defends</translation>
        </message>
        <message>
            <source>The strategist may defend.</source>
            <translation>The strategist may defend.</translation>
        </message>
        <message>
            <source>Commander attacks</source>
            <translation>Commander attacks</translation>
        </message>
        <message>
            <source>The commander may attack.</source>
            <translation>The commander may attack.</translation>
        </message>
        <message>
            <source>Commander defends</source>
            <translation>Commander defends</translation>
        </message>
        <message>
            <source>The commander may defend.</source>
            <translation>The commander may defend.</translation>
        </message>
        <message>
            <source>Battles a turn</source>
            <translation>Battles a turn</translation>
        </message>
        <message>
            <source>Battles in one battle phase.</source>
            <translation>Battles in one battle phase.</translation>
        </message>
        <message>
            <source>Attack target</source>
            <translation>Attack target</translation>
        </message>
        <message>
            <source>Whom a battle group may attack.</source>
            <translation>Whom a battle group may attack.</translation>
        </message>
        <message>
            <source>any enemy</source>
            <translation>any enemy</translation>
        </message>
        <message>
            <source>the next enemy</source>
            <translation>the next enemy</translation>
        </message>
        <message>
            <source>Allies defend</source>
            <translation>Allies defend</translation>
        </message>
        <message>
            <source>Allies may add defenders.</source>
            <translation>Allies may add defenders.</translation>
        </message>
        <message>
            <source>Who places damage</source>
            <translation>Who places damage</translation>
        </message>
        <message>
            <source>Who places the points of combat damage.</source>
            <translation>Who places the points of combat damage.</translation>
        </message>
        <message>
            <source>the receiver</source>
            <translation>the receiver</translation>
        </message>
        <message>
            <source>the dealer</source>
            <translation>the dealer</translation>
        </message>
        <message>
            <source>Excess damage</source>
            <translation>Excess damage</translation>
        </message>
        <message>
            <source>Where a blocked battle group's unplaced points go.</source>
            <translation>Where a blocked battle group's unplaced points go.</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>lost</translation>
        </message>
        <message>
            <source>to the attacked player's provisions</source>
            <translation>to the attacked player's provisions</translation>
        </message>
        <message>
            <source>Blocked stays blocked</source>
            <translation>Blocked stays blocked</translation>
        </message>
        <message>
            <source>A battle group whose defenders all left still counts as blocked.</source>
            <translation>A battle group whose defenders all left still counts as blocked.</translation>
        </message>
        <message>
            <source>Combat damage clears</source>
            <translation>Combat damage clears</translation>
        </message>
        <message>
            <source>When combat damage on generals is cleared.</source>
            <translation>When combat damage on generals is cleared.</translation>
        </message>
        <message>
            <source>at the end of the turn</source>
            <translation>at the end of the turn</translation>
        </message>
        <message>
            <source>at the end of the battle</source>
            <translation>at the end of the battle</translation>
        </message>
        <message>
            <source>Treasure that fizzles</source>
            <translation>Treasure that fizzles</translation>
        </message>
        <message>
            <source>Where a treasure goes when its equipping leaves the chain.</source>
            <translation>Where a treasure goes when its equipping leaves the chain.</translation>
        </message>
        <message>
            <source>to the graveyard</source>
            <translation>to the graveyard</translation>
        </message>
        <message>
            <source>back to the hand</source>
            <translation>back to the hand</translation>
        </message>
        <message>
            <source>Hand limit check</source>
            <translation>Hand limit check</translation>
        </message>
        <message>
            <source>When the hand limit is checked.</source>
            <translation>When the hand limit is checked.</translation>
        </message>
        <message>
            <source>at the end of one's own turn</source>
            <translation>at the end of one's own turn</translation>
        </message>
        <message>
            <source>at the end of every turn</source>
            <translation>at the end of every turn</translation>
        </message>
        <message>
            <source>Empty camp</source>
            <translation>Empty camp</translation>
        </message>
        <message>
            <source>What a draw from an empty camp does.</source>
            <translation>What a draw from an empty camp does.</translation>
        </message>
        <message>
            <source>the player loses</source>
            <translation>the player loses</translation>
        </message>
        <message>
            <source>the draw is skipped</source>
            <translation>the draw is skipped</translation>
        </message>
        <message>
            <source>Round limit</source>
            <translation>Round limit</translation>
        </message>
        <message>
            <source>Rounds until a draw; 0 = none.</source>
            <translation>Rounds until a draw; 0 = none.</translation>
        </message>
        <message>
            <source>Strategist loss</source>
            <translation>Strategist loss</translation>
        </message>
        <message>
            <source>Provisions lost when one's strategist dies.</source>
            <translation>Provisions lost when one's strategist dies.</translation>
        </message>
        <message>
            <source>Commander kill draw</source>
            <translation>Commander kill draw</translation>
        </message>
        <message>
            <source>Cards drawn for killing an enemy commander.</source>
            <translation>Cards drawn for killing an enemy commander.</translation>
        </message>
        <message>
            <source>Intellect rule</source>
            <translation>Intellect rule</translation>
        </message>
        <message>
            <source>What meets a stratagem's intellect requirement (D.11).</source>
            <translation>What meets a stratagem's intellect requirement (D.11).</translation>
        </message>
        <message>
            <source>your face-up strategist</source>
            <translation>your face-up strategist</translation>
        </message>
        <message>
            <source>your highest face-up general</source>
            <translation>your highest face-up general</translation>
        </message>
        <message>
            <source>nothing: intellect has no rule use</source>
            <translation>nothing: intellect has no rule use</translation>
        </message>
        <message>
            <source>Deputy slots</source>
            <translation>Deputy slots</translation>
        </message>
        <message>
            <source>Deputy general slots per player.</source>
            <translation>Deputy general slots per player.</translation>
        </message>
        <message>
            <source>Strategy slots</source>
            <translation>Strategy slots</translation>
        </message>
        <message>
            <source>Strategy slots per player.</source>
            <translation>Strategy slots per player.</translation>
        </message>
        <message>
            <source>As in the rules</source>
            <translation>As in the rules</translation>
        </message>
        <message>
            <source>Every number as the rules give it (D.9).</source>
            <translation>Every number as the rules give it (D.9).</translation>
        </message>
        <message>
            <source>20 provisions instead of 30: battles decide sooner.</source>
            <translation>20 provisions instead of 30: battles decide sooner.</translation>
        </message>
    </context>
    <context>
        <name>PhaseBar</name>
        <message>
            <source>Stop here on your turn (click to change)</source>
            <translation>Stop here on your turn (click to change)</translation>
        </message>
        <message>
            <source>Stop here on the other players' turns (click to change)</source>
            <translation>Stop here on the other players' turns (click to change)</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <source>passing until the end of the turn</source>
            <translation>passing until the end of the turn</translation>
        </message>
        <message>
            <source>passing until something happens</source>
            <translation>passing until something happens</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Next: %1</source>
            <translation>Next: %1</translation>
        </message>
        <message>
            <source>Next phase</source>
            <translation>Next phase</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>End turn</translation>
        </message>
        <message>
            <source>Until something happens</source>
            <translation>Until something happens</translation>
        </message>
        <message>
            <source>F4: pass priority until this turn is over (and declare no attack on your own turn)</source>
            <translation>F4: pass priority until this turn is over (and declare no attack on your own turn)</translation>
        </message>
        <message>
            <source>F6: pass priority until another player puts something on the chain, an attack is declared at you, or your turn begins</source>
            <translation>F6: pass priority until another player puts something on the chain, an attack is declared at you, or your turn begins</translation>
        </message>
        <message>
            <source>F5: pass priority now; the phase ends when every player passes in turn with an empty chain</source>
            <translation>F5: pass priority now; the phase ends when every player passes in turn with an empty chain</translation>
        </message>
    </context>
    <context>
        <name>PropertiesDialog</name>
        <message>
            <source>Game properties</source>
            <translation>Game properties</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The replay file has no summary.</source>
            <translation>The replay file has no summary.</translation>
        </message>
        <message>
            <source>The replay file has a malformed summary.</source>
            <translation>The replay file has a malformed summary.</translation>
        </message>
        <message>
            <source>{name} does not say which replay format it has.</source>
            <translation>{name} does not say which replay format it has.</translation>
        </message>
        <message>
            <source>{name} was written by a newer version of Paizhuo (replay format {got}); this version reads format {want}.</source>
            <translation>{name} was written by a newer version of Paizhuo (replay format {got}); this version reads format {want}.</translation>
        </message>
        <message>
            <source>{name} is neither a saved game nor a replay.</source>
            <translation>{name} is neither a saved game nor a replay.</translation>
        </message>
        <message>
            <source>%1 moves</source>
            <translation>%1 moves</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Move %1</source>
            <translation>Move %1</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>Play from here</translation>
        </message>
        <message>
            <source>A new game starts from this position. Who sits where?</source>
            <translation>A new game starts from this position. Who sits where?</translation>
        </message>
        <message>
            <source>Replay — %1</source>
            <translation>Replay — %1</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <source>Previous turn (Page Up)</source>
            <translation>Previous turn (Page Up)</translation>
        </message>
        <message>
            <source>Previous round (Page Up)</source>
            <translation>Previous round (Page Up)</translation>
        </message>
        <message>
            <source>One move back (Left)</source>
            <translation>One move back (Left)</translation>
        </message>
        <message>
            <source>Play or pause (Space)</source>
            <translation>Play or pause (Space)</translation>
        </message>
        <message>
            <source>One move forward (Right)</source>
            <translation>One move forward (Right)</translation>
        </message>
        <message>
            <source>Next turn (Page Down)</source>
            <translation>Next turn (Page Down)</translation>
        </message>
        <message>
            <source>Next round (Page Down)</source>
            <translation>Next round (Page Down)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal speed</source>
            <translation>Normal speed</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Very fast</translation>
        </message>
        <message>
            <source>All cards open</source>
            <translation>All cards open</translation>
        </message>
        <message>
            <source>Through %1's eyes</source>
            <translation>Through %1's eyes</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>Play from here…</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <source>Turn %1 · %2</source>
            <translation>Turn %1 · %2</translation>
        </message>
        <message>
            <source>Round %1 · %2's turn</source>
            <translation>Round %1 · %2's turn</translation>
        </message>
        <message>
            <source>Jump to…</source>
            <translation>Jump to…</translation>
        </message>
        <message>
            <source>Move %1 of %2</source>
            <translation>Move %1 of %2</translation>
        </message>
        <message>
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <source>last move — %1</source>
            <translation>last move — %1</translation>
        </message>
        <message>
            <source>Game over — %1</source>
            <translation>Game over — %1</translation>
        </message>
        <message>
            <source>End of the recording: the game was not finished</source>
            <translation>End of the recording: the game was not finished</translation>
        </message>
        <message>
            <source>Recent games</source>
            <translation>Recent games</translation>
        </message>
        <message>
            <source>No finished games yet: a game you play to the end is kept here.</source>
            <translation>No finished games yet: a game you play to the end is kept here.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <source>This file cannot be replayed: %1</source>
            <translation>This file cannot be replayed: %1</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>The game is over.</source>
            <extracomment>names a refusal's fields for the reader, fn(key, value) -&gt; str | None (the game's table plug-in sets it)</extracomment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>It is {name}'s turn.</source>
            <translation>It is {name}'s turn.</translation>
        </message>
        <message>
            <source>That card cannot be played now.</source>
            <translation>That card cannot be played now.</translation>
        </message>
        <message>
            <source>That card cannot go there now.</source>
            <translation>That card cannot go there now.</translation>
        </message>
        <message>
            <source>There is no seat {seat}.</source>
            <translation>There is no seat {seat}.</translation>
        </message>
        <message>
            <source>There is no card {card} on the table.</source>
            <translation>There is no card {card} on the table.</translation>
        </message>
        <message>
            <source>There is no zone {zone}.</source>
            <translation>There is no zone {zone}.</translation>
        </message>
        <message>
            <source>Only its owner may take a card from a hand.</source>
            <translation>Only its owner may take a card from a hand.</translation>
        </message>
        <message>
            <source>That zone is full.</source>
            <translation>That zone is full.</translation>
        </message>
        <message>
            <source>There is no such position in that zone.</source>
            <translation>There is no such position in that zone.</translation>
        </message>
        <message>
            <source>Deal between 1 and 20 cards each.</source>
            <translation>Deal between 1 and 20 cards each.</translation>
        </message>
        <message>
            <source>line {line}: unknown card {ref}</source>
            <translation>line {line}: unknown card {ref}</translation>
        </message>
        <message>
            <source>line {line}: a count must be at least 1</source>
            <translation>line {line}: a count must be at least 1</translation>
        </message>
        <message>
            <source>line {line}: {card} is a test card, not for decks</source>
            <translation>line {line}: {card} is a test card, not for decks</translation>
        </message>
        <message>
            <source>the deck has {n} cards; at least {min} are needed</source>
            <translation>the deck has {n} cards; at least {min} are needed</translation>
        </message>
        <message>
            <source>{card} appears {n} times; at most 1 card per name</source>
            <translation>{card} appears {n} times; at most 1 card per name</translation>
        </message>
        <message>
            <source>{n} event cards; at most {max}</source>
            <translation>{n} event cards; at most {max}</translation>
        </message>
        <message>
            <source>the event {card} appears {n} times; events must have different names</source>
            <translation>the event {card} appears {n} times; events must have different names</translation>
        </message>
        <message>
            <source>{n} formation cards; at most {max}</source>
            <translation>{n} formation cards; at most {max}</translation>
        </message>
        <message>
            <source>the formation {card} appears {n} times; formations must have different names</source>
            <translation>the formation {card} appears {n} times; formations must have different names</translation>
        </message>
        <message>
            <source>{player} is out of the game.</source>
            <translation>{player} is out of the game.</translation>
        </message>
        <message>
            <source>{player} must choose first.</source>
            <translation>{player} must choose first.</translation>
        </message>
        <message>
            <source>That is not an answer to the pending choice.</source>
            <translation>That is not an answer to the pending choice.</translation>
        </message>
        <message>
            <source>There is no such choice to make now.</source>
            <translation>There is no such choice to make now.</translation>
        </message>
        <message>
            <source>{player} does not hold priority.</source>
            <translation>{player} does not hold priority.</translation>
        </message>
        <message>
            <source>This game has no such action.</source>
            <translation>This game has no such action.</translation>
        </message>
        <message>
            <source>{card} is not in {zone}.</source>
            <translation>{card} is not in {zone}.</translation>
        </message>
        <message>
            <source>Only the turn player may do that, in the main phase, with an empty chain.</source>
            <translation>Only the turn player may do that, in the main phase, with an empty chain.</translation>
        </message>
        <message>
            <source>Targets must be a list.</source>
            <translation>Targets must be a list.</translation>
        </message>
        <message>
            <source>Choose exactly the targets the card asks for.</source>
            <translation>Choose exactly the targets the card asks for.</translation>
        </message>
        <message>
            <source>The same target may be chosen only once.</source>
            <translation>The same target may be chosen only once.</translation>
        </message>
        <message>
            <source>That is not a legal target.</source>
            <translation>That is not a legal target.</translation>
        </message>
        <message>
            <source>Only a command card can be placed in a command slot.</source>
            <translation>Only a command card can be placed in a command slot.</translation>
        </message>
        <message>
            <source>At most {n} command placements or conscriptions per turn.</source>
            <translation>At most {n} command placements or conscriptions per turn.</translation>
        </message>
        <message>
            <source>Conscription is switched off in this game.</source>
            <translation>Conscription is switched off in this game.</translation>
        </message>
        <message>
            <source>Conscription puts the card into one of your command slots.</source>
            <translation>Conscription puts the card into one of your command slots.</translation>
        </message>
        <message>
            <source>{zone} is not an open general slot of yours.</source>
            <translation>{zone} is not an open general slot of yours.</translation>
        </message>
        <message>
            <source>{action} {card} needs {need}; you have {have}.</source>
            <translation>{action} {card} needs {need}; you have {have}.</translation>
        </message>
        <message>
            <source>{card} needs {stat} {need}; you have no face-up {role}.</source>
            <translation>{card} needs {stat} {need}; you have no face-up {role}.</translation>
        </message>
        <message>
            <source>{card} needs {stat} {need}; your {role} {general} has {have}.</source>
            <translation>{card} needs {stat} {need}; your {role} {general} has {have}.</translation>
        </message>
        <message>
            <source>That general slot is occupied.</source>
            <translation>That general slot is occupied.</translation>
        </message>
        <message>
            <source>At most {n} generals may be deployed or set per turn.</source>
            <translation>At most {n} generals may be deployed or set per turn.</translation>
        </message>
        <message>
            <source>Only generals go into general slots.</source>
            <translation>Only generals go into general slots.</translation>
        </message>
        <message>
            <source>{card} may only be {roles}.</source>
            <translation>{card} may only be {roles}.</translation>
        </message>
        <message>
            <source>Flipping needs a face-down general of yours on the field.</source>
            <translation>Flipping needs a face-down general of yours on the field.</translation>
        </message>
        <message>
            <source>That general is already being flipped.</source>
            <translation>That general is already being flipped.</translation>
        </message>
        <message>
            <source>Only stratagems go into stratagem slots.</source>
            <translation>Only stratagems go into stratagem slots.</translation>
        </message>
        <message>
            <source>Setting a stratagem needs an empty stratagem slot of yours.</source>
            <translation>Setting a stratagem needs an empty stratagem slot of yours.</translation>
        </message>
        <message>
            <source>There is no card {card}.</source>
            <translation>There is no card {card}.</translation>
        </message>
        <message>
            <source>That is not a stratagem.</source>
            <translation>That is not a stratagem.</translation>
        </message>
        <message>
            <source>A persistent stratagem needs an empty stratagem slot of yours.</source>
            <translation>A persistent stratagem needs an empty stratagem slot of yours.</translation>
        </message>
        <message>
            <source>An instant stratagem takes no stratagem slot.</source>
            <translation>An instant stratagem takes no stratagem slot.</translation>
        </message>
        <message>
            <source>That stratagem is already face up.</source>
            <translation>That stratagem is already face up.</translation>
        </message>
        <message>
            <source>A set stratagem can be used from the next turn on.</source>
            <translation>A set stratagem can be used from the next turn on.</translation>
        </message>
        <message>
            <source>A set stratagem stays in its own stratagem slot.</source>
            <translation>A set stratagem stays in its own stratagem slot.</translation>
        </message>
        <message>
            <source>You can use a stratagem from your hand or from your stratagem slots.</source>
            <translation>You can use a stratagem from your hand or from your stratagem slots.</translation>
        </message>
        <message>
            <source>The condition of {card} is not met.</source>
            <translation>The condition of {card} is not met.</translation>
        </message>
        <message>
            <source>Only a treasure can be equipped.</source>
            <translation>Only a treasure can be equipped.</translation>
        </message>
        <message>
            <source>A treasure can only be equipped to a face-up general of yours.</source>
            <translation>A treasure can only be equipped to a face-up general of yours.</translation>
        </message>
        <message>
            <source>A general holds at most one treasure.</source>
            <translation>A general holds at most one treasure.</translation>
        </message>
        <message>
            <source>That formation is already formed.</source>
            <translation>That formation is already formed.</translation>
        </message>
        <message>
            <source>At most {n} formations may be formed per turn.</source>
            <translation>At most {n} formations may be formed per turn.</translation>
        </message>
        <message>
            <source>At most {n} formations may stand at a time.</source>
            <translation>At most {n} formations may stand at a time.</translation>
        </message>
        <message>
            <source>Name one general for each entry of the formation.</source>
            <translation>Name one general for each entry of the formation.</translation>
        </message>
        <message>
            <source>{card} cannot join a formation.</source>
            <translation>{card} cannot join a formation.</translation>
        </message>
        <message>
            <source>{card} does not fit entry {entry}.</source>
            <translation>{card} does not fit entry {entry}.</translation>
        </message>
        <message>
            <source>That formation is not formed.</source>
            <translation>That formation is not formed.</translation>
        </message>
        <message>
            <source>That event has been used.</source>
            <translation>That event has been used.</translation>
        </message>
        <message>
            <source>Only the top face-down event can be used.</source>
            <translation>Only the top face-down event can be used.</translation>
        </message>
        <message>
            <source>At most {n} events per turn.</source>
            <translation>At most {n} events per turn.</translation>
        </message>
        <message>
            <source>{card} has no such ability you can use.</source>
            <translation>{card} has no such ability you can use.</translation>
        </message>
        <message>
            <source>That ability was used {n} times this turn.</source>
            <translation>That ability was used {n} times this turn.</translation>
        </message>
        <message>
            <source>A tap ability needs its card untapped.</source>
            <translation>A tap ability needs its card untapped.</translation>
        </message>
        <message>
            <source>{card} arrived this turn and is not ready.</source>
            <translation>{card} arrived this turn and is not ready.</translation>
        </message>
        <message>
            <source>Only a general or a formation has a tap ability.</source>
            <translation>Only a general or a formation has a tap ability.</translation>
        </message>
        <message>
            <source>The condition of that ability is not met.</source>
            <translation>The condition of that ability is not met.</translation>
        </message>
        <message>
            <source>Costs must be a list.</source>
            <translation>Costs must be a list.</translation>
        </message>
        <message>
            <source>You need {n} provisions to pay.</source>
            <translation>You need {n} provisions to pay.</translation>
        </message>
        <message>
            <source>That does not pay the cost.</source>
            <translation>That does not pay the cost.</translation>
        </message>
        <message>
            <source>Name a seat at this table.</source>
            <translation>Name a seat at this table.</translation>
        </message>
        <message>
            <source>Only {n} mulligan per player.</source>
            <translation>Only {n} mulligan per player.</translation>
        </message>
        <message>
            <source>Answer yes or no.</source>
            <translation>Answer yes or no.</translation>
        </message>
        <message>
            <source>{card} is already attacking.</source>
            <translation>{card} is already attacking.</translation>
        </message>
        <message>
            <source>{card} cannot attack now.</source>
            <translation>{card} cannot attack now.</translation>
        </message>
        <message>
            <source>{card} is a member of a formation and cannot attack alone.</source>
            <translation>{card} is a member of a formation and cannot attack alone.</translation>
        </message>
        <message>
            <source>There is no battle group {group}.</source>
            <translation>There is no battle group {group}.</translation>
        </message>
        <message>
            <source>That battle group attacks another player.</source>
            <translation>That battle group attacks another player.</translation>
        </message>
        <message>
            <source>A battle group must attack an enemy.</source>
            <translation>A battle group must attack an enemy.</translation>
        </message>
        <message>
            <source>{card} is already defending.</source>
            <translation>{card} is already defending.</translation>
        </message>
        <message>
            <source>{card} cannot defend.</source>
            <translation>{card} cannot defend.</translation>
        </message>
        <message>
            <source>That battle group does not attack you.</source>
            <translation>That battle group does not attack you.</translation>
        </message>
        <message>
            <source>Place at least one point.</source>
            <translation>Place at least one point.</translation>
        </message>
        <message>
            <source>{receiver} can take at most {n} more points.</source>
            <translation>{receiver} can take at most {n} more points.</translation>
        </message>
        <message>
            <source>{dealer} cannot damage {receiver}.</source>
            <translation>{dealer} cannot damage {receiver}.</translation>
        </message>
        <message>
            <source>No point of {dealer} can go on {receiver}.</source>
            <translation>No point of {dealer} can go on {receiver}.</translation>
        </message>
        <message>
            <source>An assignment is a list of (dealer, receiver, points).</source>
            <translation>An assignment is a list of (dealer, receiver, points).</translation>
        </message>
        <message>
            <source>{dealer} has only {n} points.</source>
            <translation>{dealer} has only {n} points.</translation>
        </message>
        <message>
            <source>{receiver} can take at most {n} points.</source>
            <translation>{receiver} can take at most {n} points.</translation>
        </message>
        <message>
            <source>{dealer} has points left while {receiver} is not filled.</source>
            <translation>{dealer} has points left while {receiver} is not filled.</translation>
        </message>
        <message>
            <source>That card does not match the search.</source>
            <translation>That card does not match the search.</translation>
        </message>
        <message>
            <source>You have no such waiting trigger.</source>
            <translation>You have no such waiting trigger.</translation>
        </message>
        <message>
            <source>That trigger is not optional.</source>
            <translation>That trigger is not optional.</translation>
        </message>
        <message>
            <source>That is not a move of this game.</source>
            <extracomment>state.cache key of the memo of one legality pass (see ``CheckedRules.legal_now``) the rule cited when an action kind has no check (or a field is malformed) optional hook ``candidate_runs(state, seat) -&gt; Iterable[Sequence[Action]]``: the candidates in runs, each run of one seat and one check (the same ``check_&lt;Kind&gt;`` for every class in it, so one common key); their concatenation is ``candidates(state, seat)``. A rule set with run-form checks (``@run_check``) gives it; without it the pass checks candidate by candidate. Kinds whose candidates the rule set makes only where ``check_common`` and the kind's own check accept them (for the seat asked): the pass takes such a candidate without running its checks again. ``exact_if``: kinds for which ``exact_candidate(state, action)`` says so candidate by candidate. A refusal is always the checks' own; a rule set that declares these proves it in a test (``legal_now(…, checked=True)`` checks every candidate, and the lists must be equal). None by default (the pass over ``candidate_runs`` checks everything).</extracomment>
            <translation>That is not a move of this game.</translation>
        </message>
        <message>
            <source>That move is malformed.</source>
            <translation>That move is malformed.</translation>
        </message>
        <message>
            <source>Every part of this action is chosen.</source>
            <translation>Every part of this action is chosen.</translation>
        </message>
        <message>
            <source>{card} is chosen already.</source>
            <translation>{card} is chosen already.</translation>
        </message>
        <message>
            <source>That is not a choice for this part.</source>
            <translation>That is not a choice for this part.</translation>
        </message>
        <message>
            <source>No choice is left for the next part of this action.</source>
            <translation>No choice is left for the next part of this action.</translation>
        </message>
        <message>
            <source>三国智</source>
            <translation>三国智</translation>
        </message>
        <message>
            <source>劇牌</source>
            <translation>劇牌</translation>
        </message>
        <message>
            <source>Targets are always other players.</source>
            <translation>Targets are always other players.</translation>
        </message>
        <message>
            <source>A player with no hand card cannot be targeted in attack or defense rounds.</source>
            <translation>A player with no hand card cannot be targeted in attack or defense rounds.</translation>
        </message>
        <message>
            <source>A supply round has no target: purge, re-equip or pass.</source>
            <translation>A supply round has no target: purge, re-equip or pass.</translation>
        </message>
        <message>
            <source>Purging and re-equipping are supply-round actions.</source>
            <translation>Purging and re-equipping are supply-round actions.</translation>
        </message>
        <message>
            <source>In attack, defense and discard rounds you must act when you can.</source>
            <translation>In attack, defense and discard rounds you must act when you can.</translation>
        </message>
        <message>
            <source>In the final round every turn must play a hand card.</source>
            <translation>In the final round every turn must play a hand card.</translation>
        </message>
        <message>
            <source>That gesture is not available in this window or has been used.</source>
            <translation>That gesture is not available in this window or has been used.</translation>
        </message>
        <message>
            <source>{name} cannot be targeted: not in play this round.</source>
            <translation>{name} cannot be targeted: not in play this round.</translation>
        </message>
        <message>
            <source>A same-identity discard needs a target with equipment.</source>
            <translation>A same-identity discard needs a target with equipment.</translation>
        </message>
        <message>
            <source>The target of a discard must hold a weapon card.</source>
            <translation>The target of a discard must hold a weapon card.</translation>
        </message>
        <message>
            <source>Unknown weapon source.</source>
            <translation>Unknown weapon source.</translation>
        </message>
        <message>
            <source>The defense actor commits an intent only, without a weapon.</source>
            <translation>The defense actor commits an intent only, without a weapon.</translation>
        </message>
        <message>
            <source>With defense_mode=actor_defends the target commits an intent only.</source>
            <translation>With defense_mode=actor_defends the target commits an intent only.</translation>
        </message>
        <message>
            <source>A discard is made with the intent alone.</source>
            <translation>A discard is made with the intent alone.</translation>
        </message>
        <message>
            <source>The target of a discard commits an intent only.</source>
            <translation>The target of a discard commits an intent only.</translation>
        </message>
        <message>
            <source>The defender must use a weapon source when one is available.</source>
            <translation>The defender must use a weapon source when one is available.</translation>
        </message>
        <message>
            <source>In the final round a weapon source must be used when one is available.</source>
            <translation>In the final round a weapon source must be used when one is available.</translation>
        </message>
        <message>
            <source>That weapon source is not available to you now.</source>
            <translation>That weapon source is not available to you now.</translation>
        </message>
        <message>
            <source>There is no such seat.</source>
            <translation>There is no such seat.</translation>
        </message>
        <message>
            <source>The game is paused; only {name} may resume or concede.</source>
            <translation>The game is paused; only {name} may resume or concede.</translation>
        </message>
        <message>
            <source>{name} is no longer in the game.</source>
            <translation>{name} is no longer in the game.</translation>
        </message>
        <message>
            <source>It is {name}'s decision now, not yours.</source>
            <translation>It is {name}'s decision now, not yours.</translation>
        </message>
        <message>
            <source>That is not possible at this moment of the round ({phase}).</source>
            <translation>That is not possible at this moment of the round ({phase}).</translation>
        </message>
        <message>
            <source>The intent card must come from your hand.</source>
            <translation>The intent card must come from your hand.</translation>
        </message>
        <message>
            <source>Nobody is waiting for your commitment now.</source>
            <translation>Nobody is waiting for your commitment now.</translation>
        </message>
        <message>
            <source>Nothing is drawn in the final round.</source>
            <translation>Nothing is drawn in the final round.</translation>
        </message>
        <message>
            <source>This game is played without weapons.</source>
            <translation>This game is played without weapons.</translation>
        </message>
        <message>
            <source>You may discard a hand card only in the final round when no action is legal.</source>
            <translation>You may discard a hand card only in the final round when no action is legal.</translation>
        </message>
        <message>
            <source>Collected cards are discarded only by a purge.</source>
            <translation>Collected cards are discarded only by a purge.</translation>
        </message>
        <message>
            <source>Only your own collected cards can be purged.</source>
            <translation>Only your own collected cards can be purged.</translation>
        </message>
        <message>
            <source>The purge intent pays for no more cards.</source>
            <translation>The purge intent pays for no more cards.</translation>
        </message>
        <message>
            <source>Players opt in only at their upkeep.</source>
            <translation>Players opt in only at their upkeep.</translation>
        </message>
        <message>
            <source>There is no forced trade now.</source>
            <translation>There is no forced trade now.</translation>
        </message>
        <message>
            <source>The offers have been made.</source>
            <translation>The offers have been made.</translation>
        </message>
        <message>
            <source>Offer one of your own uncommitted hand cards.</source>
            <translation>Offer one of your own uncommitted hand cards.</translation>
        </message>
        <message>
            <source>Only the initiator chooses, once both offers are made.</source>
            <translation>Only the initiator chooses, once both offers are made.</translation>
        </message>
        <message>
            <source>Nobody is plundering your hand now.</source>
            <translation>Nobody is plundering your hand now.</translation>
        </message>
        <message>
            <source>Give one of your highest hand cards.</source>
            <translation>Give one of your highest hand cards.</translation>
        </message>
        <message>
            <source>There is no continuation vote for you now.</source>
            <translation>There is no continuation vote for you now.</translation>
        </message>
        <message>
            <source>A background text needs some words.</source>
            <translation>A background text needs some words.</translation>
        </message>
        <message>
            <source>That background text is already recorded.</source>
            <translation>That background text is already recorded.</translation>
        </message>
        <message>
            <source>Gestures are made between actions, never while a commitment is pending.</source>
            <translation>Gestures are made between actions, never while a commitment is pending.</translation>
        </message>
        <message>
            <source>An intent card from your hand is played face down against another player: drop it on that player's seat.</source>
            <translation>An intent card from your hand is played face down against another player: drop it on that player's seat.</translation>
        </message>
        <message>
            <source>As the target you answer with an intent card from your hand in your own play area.</source>
            <translation>As the target you answer with an intent card from your hand in your own play area.</translation>
        </message>
        <message>
            <source>A purge first discards one hand card onto the discard pile; it pays for collected cards.</source>
            <translation>A purge first discards one hand card onto the discard pile; it pays for collected cards.</translation>
        </message>
        <message>
            <source>While purging, only collected cards paid for by the purge go onto the discard pile.</source>
            <translation>While purging, only collected cards paid for by the purge go onto the discard pile.</translation>
        </message>
        <message>
            <source>In the final round with no legal action, one hand card of your choice goes onto the discard pile.</source>
            <translation>In the final round with no legal action, one hand card of your choice goes onto the discard pile.</translation>
        </message>
        <message>
            <source>In a forced trade you offer one hand card, face down, in your own play area.</source>
            <translation>In a forced trade you offer one hand card, face down, in your own play area.</translation>
        </message>
        <message>
            <source>Abandoning the round costs one hand card, onto your collected pile.</source>
            <translation>Abandoning the round costs one hand card, onto your collected pile.</translation>
        </message>
        <message>
            <source>A general from your hand goes into an empty general slot of yours (主将, 军师 or 副将) in your main phase.</source>
            <translation>A general from your hand goes into an empty general slot of yours (commander, strategist or lieutenant) in your main phase.</translation>
        </message>
        <message>
            <source>A 兵权 card from your hand goes into the 兵权槽 of its corps.</source>
            <translation>A command card from your hand goes into the command slot of its corps.</translation>
        </message>
        <message>
            <source>Conscription (征兵) puts a card from your hand face down into a 兵权槽 of yours.</source>
            <translation>Conscription puts a card from your hand face down into one of your command slots.</translation>
        </message>
        <message>
            <source>A 谋略 is set face down into an empty 谋略槽 of yours.</source>
            <translation>A stratagem is set face down into an empty stratagem slot of yours.</translation>
        </message>
        <message>
            <source>A 谋略 is used by dropping it on the chain, from your hand or from its 谋略槽.</source>
            <translation>A stratagem is used by dropping it on the chain, from your hand or from its stratagem slot.</translation>
        </message>
        <message>
            <source>An 事件 is used by dropping it on the chain.</source>
            <translation>An event is used by dropping it on the chain.</translation>
        </message>
        <message>
            <source>A treasure goes onto a face-up general of yours.</source>
            <translation>A treasure goes onto a face-up general of yours.</translation>
        </message>
        <message>
            <source>An attacker goes into a 战团 box: a new one against an enemy, or one already formed.</source>
            <translation>An attacker goes into a battle group box: a new one against an enemy, or one already formed.</translation>
        </message>
        <message>
            <source>A defender goes into the 战团 it blocks.</source>
            <translation>A defender goes into the battle group it blocks.</translation>
        </message>
        <message>
            <source>Damage is placed by dropping the card that deals it on the card that takes it.</source>
            <translation>Damage is placed by dropping the card that deals it on the card that takes it.</translation>
        </message>
        <message>
            <source>A card you discard goes onto your 墓地.</source>
            <translation>A card you discard goes onto your graveyard.</translation>
        </message>
        <message>
            <source>A card you take goes into your hand.</source>
            <translation>A card you take goes into your hand.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of %1</source>
            <translation>Rules of %1</translation>
        </message>
    </context>
    <context>
        <name>Sanguozhi</name>
        <message>
            <source>out</source>
            <translation>out</translation>
        </message>
        <message>
            <source>hand %1</source>
            <translation>hand %1</translation>
        </message>
        <message>
            <source>camp %1</source>
            <translation>camp %1</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>a face-down card</translation>
        </message>
        <message>
            <source>{player} forms {card}.</source>
            <translation>{player} forms {card}.</translation>
        </message>
        <message>
            <source>{player} uses the event {card}.</source>
            <translation>{player} uses the event {card}.</translation>
        </message>
        <message>
            <source>Set it face down instead (伏将)</source>
            <translation>Set it face down instead (伏将)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>chosen: %1</source>
            <translation>chosen: %1</translation>
        </message>
        <message>
            <source>That card is not a choice for this part.</source>
            <translation>That card is not a choice for this part.</translation>
        </message>
        <message>
            <source>ATK %1</source>
            <translation>ATK %1</translation>
        </message>
        <message>
            <source>DEF %1</source>
            <translation>DEF %1</translation>
        </message>
        <message>
            <source>dying</source>
            <translation>dying</translation>
        </message>
        <message>
            <source>New battle group</source>
            <translation>New battle group</translation>
        </message>
        <message>
            <source>drop an attacker here</source>
            <translation>drop an attacker here</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>no defender</translation>
        </message>
        <message>
            <source>三国智 &amp;deck editor…</source>
            <translation>三国智 &amp;deck editor…</translation>
        </message>
        <message>
            <source>San Guo Zhi</source>
            <translation>San Guo Zhi</translation>
        </message>
        <message>
            <source>Other deck file…</source>
            <translation>Other deck file…</translation>
        </message>
        <message>
            <source>Open a deck</source>
            <translation>Open a deck</translation>
        </message>
        <message>
            <source>三国智 decks (*.txt *.json)</source>
            <translation>三国智 decks (*.txt *.json)</translation>
        </message>
    </context>
    <context>
        <name>SanguozhiPanel</name>
        <message>
            <source>a hidden card</source>
            <translation>a hidden card</translation>
        </message>
        <message>
            <source>targets: %1</source>
            <translation>targets: %1</translation>
        </message>
        <message>
            <source>Your choices (click or Enter)</source>
            <translation>Your choices (click or Enter)</translation>
        </message>
        <message>
            <source>Pass (Ctrl+Enter)</source>
            <translation>Pass (Ctrl+Enter)</translation>
        </message>
        <message>
            <source>Turn %1 · %2 · %3</source>
            <translation>Turn %1 · %2 · %3</translation>
        </message>
        <message>
            <source>your move</source>
            <translation>your move</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(empty)</translation>
        </message>
        <message>
            <source>no defender</source>
            <translation>no defender</translation>
        </message>
        <message>
            <source>Damage to place</source>
            <translation>Damage to place</translation>
        </message>
        <message>
            <source>Room left (health)</source>
            <translation>Room left (health)</translation>
        </message>
        <message>
            <source>No battle now.</source>
            <translation>No battle now.</translation>
        </message>
        <message>
            <source>Done with this part</source>
            <translation>Done with this part</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Back</translation>
        </message>
        <message>
            <source>Cancel (Esc)</source>
            <translation>Cancel (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Language:</translation>
        </message>
        <message>
            <source>Light table</source>
            <translation>Light table</translation>
        </message>
        <message>
            <source>Dark table</source>
            <translation>Dark table</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Theme:</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Animation speed:</translation>
        </message>
        <message>
            <source>A bot's move is shown %1 s after the move before it</source>
            <translation>A bot's move is shown %1 s after the move before it</translation>
        </message>
        <message>
            <source>&amp;Bot speed:</source>
            <translation>&amp;Bot speed:</translation>
        </message>
        <message>
            <source>Skip windows where I have no gesture</source>
            <translation>Skip windows where I have no gesture</translation>
        </message>
        <message>
            <source>Stop at every window</source>
            <translation>Stop at every window</translation>
        </message>
        <message>
            <source>Skip them all (pause and concede stay in the menu)</source>
            <translation>Skip them all (pause and concede stay in the menu)</translation>
        </message>
        <message>
            <source>&amp;Gesture windows:</source>
            <translation>&amp;Gesture windows:</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
            <translation>&amp;Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</translation>
        </message>
        <message>
            <source>S&amp;uit letters beside the symbols</source>
            <translation>S&amp;uit letters beside the symbols</translation>
        </message>
        <message>
            <source>Show the l&amp;og</source>
            <translation>Show the l&amp;og</translation>
        </message>
    </context>
    <context>
        <name>SituationEditor</name>
        <message>
            <source>Situation table (劇牌 §7.8)</source>
            <translation>Situation table (劇牌 §7.8)</translation>
        </message>
        <message>
            <source>Row v10(card): the risk (發覺) and benefit (應然) names, the actual value S and the class of the card's bonus (weak ×½, normal ×1, strong ×1½).</source>
            <translation>Row v10(card): the risk (發覺) and benefit (應然) names, the actual value S and the class of the card's bonus (weak ×½, normal ×1, strong ×1½).</translation>
        </message>
        <message>
            <source>Risk 發覺</source>
            <translation>Risk 發覺</translation>
        </message>
        <message>
            <source>Benefit 應然</source>
            <translation>Benefit 應然</translation>
        </message>
        <message>
            <source>Value S</source>
            <translation>Value S</translation>
        </message>
        <message>
            <source>Class</source>
            <translation>Class</translation>
        </message>
        <message>
            <source>Reset to the rules' table</source>
            <translation>Reset to the rules' table</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>human players</source>
            <translation>human players</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Game:</translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Player:</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Reset statistics…</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Everyone</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>No finished games yet.</translation>
        </message>
        <message>
            <source>%1 games, %2 won (%3%). Longest winning streak: %4; current streak: %5.</source>
            <translation>%1 games, %2 won (%3%). Longest winning streak: %4; current streak: %5.</translation>
        </message>
        <message>
            <source>place %1: %2</source>
            <translation>place %1: %2</translation>
        </message>
        <message>
            <source>Places — %1</source>
            <translation>Places — %1</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Against</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Reset statistics</translation>
        </message>
        <message>
            <source>Forget every result kept so far?</source>
            <translation>Forget every result kept so far?</translation>
        </message>
    </context>
    <context>
        <name>StopsDialog</name>
        <message>
            <source>Stops</source>
            <translation>Stops</translation>
        </message>
        <message>
            <source>Where the table stops to let you act; elsewhere it passes priority for you. A prompt with one legal answer is always answered for you.</source>
            <translation>Where the table stops to let you act; elsewhere it passes priority for you. A prompt with one legal answer is always answered for you.</translation>
        </message>
        <message>
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <source>Others' turns</source>
            <translation>Others' turns</translation>
        </message>
        <message>
            <source>Stop whenever another player puts something on the chain</source>
            <translation>Stop whenever another player puts something on the chain</translation>
        </message>
        <message>
            <source>Stop when an attack is declared at you</source>
            <translation>Stop when an attack is declared at you</translation>
        </message>
        <message>
            <source>Pass on your own chain items (they resolve)</source>
            <translation>Pass on your own chain items (they resolve)</translation>
        </message>
        <message>
            <source>When your own item is on top of the chain, the table passes for you so that it resolves, unless an attack is declared at you.</source>
            <translation>When your own item is on top of the chain, the table passes for you so that it resolves, unless an attack is declared at you.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>(bot)</source>
            <translation>(bot)</translation>
        </message>
        <message>
            <source>Card table</source>
            <extracomment>fn() -&gt; the widget Tab goes to after the table's last item (the window sets it: its first button)</extracomment>
            <translation>Card table</translation>
        </message>
        <message numerus="yes">
            <source>burden %n</source>
            <translation>
                <numerusform>burden %n</numerusform>
                <numerusform>burden %n</numerusform>
            </translation>
        </message>
        <message>
            <source>you</source>
            <translation>you</translation>
        </message>
        <message>
            <source>Weapon source of your next play [劇牌 §5.4]</source>
            <translation>Weapon source of your next play [劇牌 §5.4]</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>a face-down card</translation>
        </message>
        <message>
            <source>your %1</source>
            <translation>your %1</translation>
        </message>
        <message>
            <source>%2's %1</source>
            <translation>%2's %1</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 of %2</translation>
        </message>
        <message>
            <source>It can be played now: Enter opens its actions.</source>
            <translation>It can be played now: Enter opens its actions.</translation>
        </message>
        <message>
            <source>A place your card can go: Enter plays it here.</source>
            <translation>A place your card can go: Enter plays it here.</translation>
        </message>
        <message>
            <source>value %1</source>
            <translation>value %1</translation>
        </message>
        <message>
            <source>%1, %2, situation value %3</source>
            <translation>%1, %2, situation value %3</translation>
        </message>
        <message>
            <source>the bottom card (底牌)</source>
            <translation>the bottom card (底牌)</translation>
        </message>
        <message>
            <source>Rule for this place</source>
            <translation>Rule for this place</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Terms</name>
        <message>
            <source>Identity</source>
            <translation>Identity</translation>
        </message>
        <message>
            <source>Hand (intent)</source>
            <translation>Hand (intent)</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Quality</source>
            <translation>Quality</translation>
        </message>
        <message>
            <source>Weapon</source>
            <translation>Weapon</translation>
        </message>
        <message>
            <source>Collected</source>
            <translation>Collected</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <source>Trigger</source>
            <translation>Trigger</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>Risk</translation>
        </message>
        <message>
            <source>Benefit</source>
            <translation>Benefit</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>Effect</translation>
        </message>
        <message>
            <source>Strategy</source>
            <translation>Strategy</translation>
        </message>
        <message>
            <source>Time-limited</source>
            <translation>Time-limited</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>Draw pile</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Discard pile</translation>
        </message>
        <message>
            <source>Round pile</source>
            <translation>Round pile</translation>
        </message>
        <message>
            <source>Round card</source>
            <translation>Round card</translation>
        </message>
        <message>
            <source>Props</source>
            <translation>Props</translation>
        </message>
        <message>
            <source>Out of game</source>
            <translation>Out of game</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Stock</translation>
        </message>
        <message>
            <source>Table area</source>
            <translation>Table area</translation>
        </message>
        <message>
            <source>Spot 1</source>
            <translation>Spot 1</translation>
        </message>
        <message>
            <source>Spot 2</source>
            <translation>Spot 2</translation>
        </message>
        <message>
            <source>Spot 3</source>
            <translation>Spot 3</translation>
        </message>
        <message>
            <source>Spot 4</source>
            <translation>Spot 4</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Intent</source>
            <translation>Intent</translation>
        </message>
        <message>
            <source>Weapon value</source>
            <translation>Weapon value</translation>
        </message>
        <message>
            <source>Equipment</source>
            <translation>Equipment</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Prop</source>
            <translation>Prop</translation>
        </message>
        <message>
            <source>Situation</source>
            <translation>Situation</translation>
        </message>
        <message>
            <source>attack total</source>
            <translation>attack total</translation>
        </message>
        <message>
            <source>defense, former</source>
            <translation>defense, former</translation>
        </message>
        <message>
            <source>defense, latter</source>
            <translation>defense, latter</translation>
        </message>
        <message>
            <source>discard attack</source>
            <translation>discard attack</translation>
        </message>
        <message>
            <source>discard intent</source>
            <translation>discard intent</translation>
        </message>
        <message>
            <source>discard, quality</source>
            <translation>discard, quality</translation>
        </message>
        <message>
            <source>purge limit</source>
            <translation>purge limit</translation>
        </message>
        <message>
            <source>Round {n} begins</source>
            <translation>Round {n} begins</translation>
        </message>
        <message>
            <source>Setup window: gestures before round 1</source>
            <translation>Setup window: gestures before round 1</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>Round-start window</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>Final-round window</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Attack</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation>Defense</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Supply</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Setup</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>Gesture window</translation>
        </message>
        <message>
            <source>Upkeep</source>
            <translation>Upkeep</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Turn</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>Answer</translation>
        </message>
        <message>
            <source>Purge</source>
            <translation>Purge</translation>
        </message>
        <message>
            <source>Trade</source>
            <translation>Trade</translation>
        </message>
        <message>
            <source>Vote</source>
            <translation>Vote</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Paused</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <source>Yield</source>
            <translation>Yield</translation>
        </message>
        <message>
            <source>Landlord</source>
            <translation>Landlord</translation>
        </message>
        <message>
            <source>Farmer</source>
            <translation>Farmer</translation>
        </message>
        <message>
            <source>Coordinator</source>
            <translation>Coordinator</translation>
        </message>
        <message>
            <source>Narrator</source>
            <translation>Narrator</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>Out</translation>
        </message>
        <message>
            <source>Withdrawn</source>
            <translation>Withdrawn</translation>
        </message>
        <message>
            <source>Conceded</source>
            <translation>Conceded</translation>
        </message>
        <message>
            <source>Active</source>
            <translation>Active</translation>
        </message>
        <message>
            <source>No weapon</source>
            <translation>No weapon</translation>
        </message>
        <message>
            <source>Identity · trigger</source>
            <translation>Identity · trigger</translation>
        </message>
        <message>
            <source>Trigger score</source>
            <translation>Trigger score</translation>
        </message>
        <message>
            <source>Actor's benefit</source>
            <translation>Actor's benefit</translation>
        </message>
        <message>
            <source>Target's benefit</source>
            <translation>Target's benefit</translation>
        </message>
        <message>
            <source>Actor's risk</source>
            <translation>Actor's risk</translation>
        </message>
        <message>
            <source>Target's risk</source>
            <translation>Target's risk</translation>
        </message>
        <message>
            <source>Cap</source>
            <translation>Cap</translation>
        </message>
        <message>
            <source>Adjusted intent</source>
            <translation>Adjusted intent</translation>
        </message>
        <message>
            <source>Bonus base</source>
            <translation>Bonus base</translation>
        </message>
        <message>
            <source>Class numerator</source>
            <translation>Class numerator</translation>
        </message>
        <message>
            <source>Class denominator</source>
            <translation>Class denominator</translation>
        </message>
        <message>
            <source>MIN</source>
            <translation>MIN</translation>
        </message>
        <message>
            <source>MAX</source>
            <translation>MAX</translation>
        </message>
        <message>
            <source>trigger check</source>
            <translation>trigger check</translation>
        </message>
        <message>
            <source>benefit check</source>
            <translation>benefit check</translation>
        </message>
        <message>
            <source>risk check</source>
            <translation>risk check</translation>
        </message>
        <message>
            <source>cap (effect × round)</source>
            <translation>cap (effect × round)</translation>
        </message>
        <message>
            <source>situation adjustment, benefit</source>
            <translation>situation adjustment, benefit</translation>
        </message>
        <message>
            <source>situation adjustment, risk</source>
            <translation>situation adjustment, risk</translation>
        </message>
        <message>
            <source>bonus base</source>
            <translation>bonus base</translation>
        </message>
        <message>
            <source>situation bonus</source>
            <translation>situation bonus</translation>
        </message>
        <message>
            <source>forced cooperation check</source>
            <translation>forced cooperation check</translation>
        </message>
        <message>
            <source>forced cooperation (強制合作)</source>
            <translation>forced cooperation (強制合作)</translation>
        </message>
        <message>
            <source>forced trade check</source>
            <translation>forced trade check</translation>
        </message>
        <message>
            <source>forced trade (強制交易)</source>
            <translation>forced trade (強制交易)</translation>
        </message>
        <message>
            <source>forced plunder check</source>
            <translation>forced plunder check</translation>
        </message>
        <message>
            <source>forced plunder (強制掠奪)</source>
            <translation>forced plunder (強制掠奪)</translation>
        </message>
        <message>
            <source>forced discard check</source>
            <translation>forced discard check</translation>
        </message>
        <message>
            <source>forced discard (強制丟棄)</source>
            <translation>forced discard (強制丟棄)</translation>
        </message>
        <message>
            <source>Continuation vote (底牌)</source>
            <translation>Continuation vote (底牌)</translation>
        </message>
        <message>
            <source>weak</source>
            <translation>weak</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>strong</translation>
        </message>
        <message>
            <source>必發</source>
            <translation>必發</translation>
        </message>
        <message>
            <source>跳發</source>
            <translation>跳發</translation>
        </message>
        <message>
            <source>開發</source>
            <translation>開發</translation>
        </message>
        <message>
            <source>借發</source>
            <translation>借發</translation>
        </message>
        <message>
            <source>調發</source>
            <translation>調發</translation>
        </message>
        <message>
            <source>直發</source>
            <translation>直發</translation>
        </message>
        <message>
            <source>偶發</source>
            <translation>偶發</translation>
        </message>
        <message>
            <source>接發</source>
            <translation>接發</translation>
        </message>
        <message>
            <source>突發</source>
            <translation>突發</translation>
        </message>
        <message>
            <source>揭發</source>
            <translation>揭發</translation>
        </message>
        <message>
            <source>必然</source>
            <translation>必然</translation>
        </message>
        <message>
            <source>突然</source>
            <translation>突然</translation>
        </message>
        <message>
            <source>已然</source>
            <translation>已然</translation>
        </message>
        <message>
            <source>偶然</source>
            <translation>偶然</translation>
        </message>
        <message>
            <source>居然</source>
            <translation>居然</translation>
        </message>
        <message>
            <source>依然</source>
            <translation>依然</translation>
        </message>
        <message>
            <source>瞬然</source>
            <translation>瞬然</translation>
        </message>
        <message>
            <source>果然</source>
            <translation>果然</translation>
        </message>
        <message>
            <source>竟然</source>
            <translation>竟然</translation>
        </message>
        <message>
            <source>盡然</source>
            <translation>盡然</translation>
        </message>
        <message>
            <source>Provisions gained</source>
            <translation>Provisions gained</translation>
        </message>
        <message>
            <source>Provisions lost</source>
            <translation>Provisions lost</translation>
        </message>
        <message>
            <source>Damage to provisions</source>
            <translation>Damage to provisions</translation>
        </message>
        <message>
            <source>Strategist lost</source>
            <translation>Strategist lost</translation>
        </message>
        <message>
            <source>Provisions cap</source>
            <translation>Provisions cap</translation>
        </message>
        <message>
            <source>Provisions</source>
            <translation>Provisions</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Amount</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation>Damage</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>Penalty</translation>
        </message>
        <message>
            <source>Main phase</source>
            <translation>Main phase</translation>
        </message>
        <message>
            <source>Battle phase</source>
            <translation>Battle phase</translation>
        </message>
        <message>
            <source>End phase</source>
            <translation>End phase</translation>
        </message>
        <message>
            <source>Draw phase</source>
            <translation>Draw phase</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Draw</translation>
        </message>
        <message>
            <source>Main</source>
            <translation>Main</translation>
        </message>
        <message>
            <source>Battle start</source>
            <translation>Battle start</translation>
        </message>
        <message>
            <source>Defence</source>
            <translation>Defence</translation>
        </message>
        <message>
            <source>Battle end</source>
            <translation>Battle end</translation>
        </message>
        <message>
            <source>End</source>
            <translation>End</translation>
        </message>
    </context>
    <context>
        <name>WhatNow</name>
        <message>
            <source>no weapon</source>
            <translation>no weapon</translation>
        </message>
        <message>
            <source>weapon %1 × %2</source>
            <translation>weapon %1 × %2</translation>
        </message>
        <message>
            <source>you: %1 × card + %2, they: %1 × card + their weapon; the lower total collects both cards</source>
            <translation>you: %1 × card + %2, they: %1 × card + their weapon; the lower total collects both cards</translation>
        </message>
        <message>
            <source>weapon %1 + card</source>
            <translation>weapon %1 + card</translation>
        </message>
        <message>
            <source>card alone</source>
            <translation>card alone</translation>
        </message>
        <message>
            <source>you defend: %1 against their %2 + card; the lower total collects both cards</source>
            <translation>you defend: %1 against their %2 + card; the lower total collects both cards</translation>
        </message>
        <message>
            <source>you: %1 + card against their weapon + card; the lower total collects both cards</source>
            <translation>you: %1 + card against their weapon + card; the lower total collects both cards</translation>
        </message>
        <message>
            <source>their card against your card; if theirs is higher you lose your equipment</source>
            <translation>their card against your card; if theirs is higher you lose your equipment</translation>
        </message>
        <message>
            <source>your card against their quality card: higher takes away their weapon</source>
            <translation>your card against their quality card: higher takes away their weapon</translation>
        </message>
        <message>
            <source>%1 offers you their position (讓位, §8): accept or decline in the action bar.</source>
            <translation>%1 offers you their position (讓位, §8): accept or decline in the action bar.</translation>
        </message>
        <message>
            <source>You paused the game (暫停, §8): Resume in the action bar, or concede in the Gestures menu.</source>
            <translation>You paused the game (暫停, §8): Resume in the action bar, or concede in the Gestures menu.</translation>
        </message>
        <message>
            <source>Upkeep: rearm — draw quality and weapon cards into your empty slots (§5.3) — or not.</source>
            <translation>Upkeep: rearm — draw quality and weapon cards into your empty slots (§5.3) — or not.</translation>
        </message>
        <message>
            <source>Upkeep: opt in (加入情況, §7.2)? Your risk and benefit go face up and your actions this round check your trigger.</source>
            <translation>Upkeep: opt in (加入情況, §7.2)? Your risk and benefit go face up and your actions this round check your trigger.</translation>
        </message>
        <message>
            <source>%1 plays against you (%2 round): drag a hand card into your own play area — %3.</source>
            <translation>%1 plays against you (%2 round): drag a hand card into your own play area — %3.</translation>
        </message>
        <message>
            <source>it pays for %1 more</source>
            <translation>it pays for %1 more</translation>
        </message>
        <message>
            <source>it pays for a value of %1 more</source>
            <translation>it pays for a value of %1 more</translation>
        </message>
        <message>
            <source>it pays for all of them</source>
            <translation>it pays for all of them</translation>
        </message>
        <message>
            <source>Purge (§4.3): drag collected cards onto the discard pile — %1 — then Stop purging.</source>
            <translation>Purge (§4.3): drag collected cards onto the discard pile — %1 — then Stop purging.</translation>
        </message>
        <message>
            <source>Forced plunder (強制掠奪, §7.6): %1 takes one of your highest hand cards — drag the one you give onto their lit hand.</source>
            <translation>Forced plunder (強制掠奪, §7.6): %1 takes one of your highest hand cards — drag the one you give onto their lit hand.</translation>
        </message>
        <message>
            <source>Forced trade (強制交易, §7.6): decide in the dialog.</source>
            <translation>Forced trade (強制交易, §7.6): decide in the dialog.</translation>
        </message>
        <message>
            <source>Continuation vote (§7.9): decide in the dialog.</source>
            <translation>Continuation vote (§7.9): decide in the dialog.</translation>
        </message>
        <message>
            <source>Final round, nobody left to play against: drag one hand card onto the discard pile (§6.2).</source>
            <translation>Final round, nobody left to play against: drag one hand card onto the discard pile (§6.2).</translation>
        </message>
        <message>
            <source>Supply round (§4.3): purge — drag a hand card onto the discard pile to pay for collected cards — re-equip, or pass.</source>
            <translation>Supply round (§4.3): purge — drag a hand card onto the discard pile to pay for collected cards — re-equip, or pass.</translation>
        </message>
        <message>
            <source>%1 round (%2)</source>
            <translation>%1 round (%2)</translation>
        </message>
        <message>
            <source>final round: every turn plays a hand card</source>
            <translation>final round: every turn plays a hand card</translation>
        </message>
        <message>
            <source>%1: drag a hand card onto an opponent's play area — %2.</source>
            <translation>%1: drag a hand card onto an opponent's play area — %2.</translation>
        </message>
        <message>
            <source>Nothing can be played now: pass.</source>
            <translation>Nothing can be played now: pass.</translation>
        </message>
        <message>
            <source>Setup window</source>
            <translation>Setup window</translation>
        </message>
        <message>
            <source>Round-start window</source>
            <translation>Round-start window</translation>
        </message>
        <message>
            <source>Final-round window</source>
            <translation>Final-round window</translation>
        </message>
        <message>
            <source>Gesture window</source>
            <translation>Gesture window</translation>
        </message>
        <message>
            <source>%1: no gesture is open to you — press Done.</source>
            <translation>%1: no gesture is open to you — press Done.</translation>
        </message>
        <message>
            <source>%1 (§8): in the Gestures menu — %2 — or press Done.</source>
            <translation>%1 (§8): in the Gestures menu — %2 — or press Done.</translation>
        </message>
        <message>
            <source>You played against %1: waiting for their answer.</source>
            <translation>You played against %1: waiting for their answer.</translation>
        </message>
        <message>
            <source>%1 paused the game.</source>
            <translation>%1 paused the game.</translation>
        </message>
        <message>
            <source>End your part of this gesture window [劇牌 §8].</source>
            <translation>End your part of this gesture window [劇牌 §8].</translation>
        </message>
        <message>
            <source>Make no action this turn [劇牌 §3.4].</source>
            <translation>Make no action this turn [劇牌 §3.4].</translation>
        </message>
        <message>
            <source>Draw new equipment instead of purging [劇牌 §4.3].</source>
            <translation>Draw new equipment instead of purging [劇牌 §4.3].</translation>
        </message>
        <message>
            <source>Stop discarding collected cards [劇牌 §4.3].</source>
            <translation>Stop discarding collected cards [劇牌 §4.3].</translation>
        </message>
        <message>
            <source>End your pause: play goes on [劇牌 §8].</source>
            <translation>End your pause: play goes on [劇牌 §8].</translation>
        </message>
        <message>
            <source>Take the offered position in the turn order, or keep yours [劇牌 §8].</source>
            <translation>Take the offered position in the turn order, or keep yours [劇牌 §8].</translation>
        </message>
        <message>
            <source>Attack %1 with %2 (%3)</source>
            <translation>Attack %1 with %2 (%3)</translation>
        </message>
        <message>
            <source>Defense round: play %2 against %1 (%3)</source>
            <translation>Defense round: play %2 against %1 (%3)</translation>
        </message>
        <message>
            <source>Discard attack on %1 with %2 (%3)</source>
            <translation>Discard attack on %1 with %2 (%3)</translation>
        </message>
        <message>
            <source>Play %2 against %1 (%3)</source>
            <translation>Play %2 against %1 (%3)</translation>
        </message>
        <message>
            <source>Answer %1 with %2 (%3)</source>
            <translation>Answer %1 with %2 (%3)</translation>
        </message>
        <message>
            <source>Setup: choose who plays first.</source>
            <translation>Setup: choose who plays first.</translation>
        </message>
        <message>
            <source>Setup: keep your opening hand, or take a mulligan (draw a new hand).</source>
            <translation>Setup: keep your opening hand, or take a mulligan (draw a new hand).</translation>
        </message>
        <message>
            <source>Triggered effect of %1: use it or not (side panel or action bar).</source>
            <translation>Triggered effect of %1: use it or not (side panel or action bar).</translation>
        </message>
        <message>
            <source>Decide: choose in the side panel or in the action bar.</source>
            <translation>Decide: choose in the side panel or in the action bar.</translation>
        </message>
        <message>
            <source>A chain is open: answer it at response speed (a strategy, event or ability), or pass to let it resolve.</source>
            <translation>A chain is open: answer it at response speed (a strategy, event or ability), or pass to let it resolve.</translation>
        </message>
        <message>
            <source>Attack: drag your generals into the battle box to declare them attackers, then end the attack.</source>
            <translation>Attack: drag your generals into the battle box to declare them attackers, then end the attack.</translation>
        </message>
        <message>
            <source>Defence: drag generals into the battle box to block, then end the defence.</source>
            <translation>Defence: drag generals into the battle box to block, then end the defence.</translation>
        </message>
        <message>
            <source>Combat damage: place the points on the generals, in the side panel.</source>
            <translation>Combat damage: place the points on the generals, in the side panel.</translation>
        </message>
        <message>
            <source>Attackers declared: use a strategy, event or ability now, or pass to the defence.</source>
            <translation>Attackers declared: use a strategy, event or ability now, or pass to the defence.</translation>
        </message>
        <message>
            <source>No blockers: the attack goes through unless you answer now (a strategy, event or ability), or pass to the damage.</source>
            <translation>No blockers: the attack goes through unless you answer now (a strategy, event or ability), or pass to the damage.</translation>
        </message>
        <message>
            <source>Defenders declared: use a strategy, event or ability before the damage, or pass.</source>
            <translation>Defenders declared: use a strategy, event or ability before the damage, or pass.</translation>
        </message>
        <message>
            <source>Main phase: set or deploy generals, place command cards, set or use strategies (drag from your hand), or pass.</source>
            <translation>Main phase: set or deploy generals, place command cards, set or use strategies (drag from your hand), or pass.</translation>
        </message>
        <message>
            <source>Draw phase: use a strategy or event now, or pass.</source>
            <translation>Draw phase: use a strategy or event now, or pass.</translation>
        </message>
        <message>
            <source>Battle: use a strategy, event or ability now, or pass.</source>
            <translation>Battle: use a strategy, event or ability now, or pass.</translation>
        </message>
        <message>
            <source>End phase: use a strategy or event now, or pass.</source>
            <translation>End phase: use a strategy or event now, or pass.</translation>
        </message>
        <message>
            <source>Draw new quality and weapon cards into your empty equipment slots [劇牌 §5.3].</source>
            <translation>Draw new quality and weapon cards into your empty equipment slots [劇牌 §5.3].</translation>
        </message>
        <message>
            <source>Stay unarmed this round; you may rearm at a later upkeep [劇牌 §5.3].</source>
            <translation>Stay unarmed this round; you may rearm at a later upkeep [劇牌 §5.3].</translation>
        </message>
        <message>
            <source>Turn your risk and benefit face up: this round your actions check your trigger, and forced situations may fire [劇牌 §7.2].</source>
            <translation>Turn your risk and benefit face up: this round your actions check your trigger, and forced situations may fire [劇牌 §7.2].</translation>
        </message>
        <message>
            <source>Keep your risk and benefit face down this round: your actions are scored as in the basic game [劇牌 §7.2].</source>
            <translation>Keep your risk and benefit face down this round: your actions are scored as in the basic game [劇牌 §7.2].</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>劇牌 Ju Pai</source>
            <translation>劇牌 Ju Pai</translation>
        </message>
        <message>
            <source>Shed your burden of cards in duels of intent; the first with none wins.</source>
            <translation>Shed your burden of cards in duels of intent; the first with none wins.</translation>
        </message>
        <message>
            <source>Basic</source>
            <translation>Basic</translation>
        </message>
        <message>
            <source>Advanced</source>
            <translation>Advanced</translation>
        </message>
        <message>
            <source>Sandbox (free table)</source>
            <translation>Sandbox (free table)</translation>
        </message>
        <message>
            <source>A free table: move, flip and shuffle cards as you like.</source>
            <translation>A free table: move, flip and shuffle cards as you like.</translation>
        </message>
        <message>
            <source>三国智 San Guo Zhi</source>
            <translation>三国智 San Guo Zhi</translation>
        </message>
        <message>
            <source>Generals, strategies and battles of the Three Kingdoms, deck against deck.</source>
            <translation>Generals, strategies and battles of the Three Kingdoms, deck against deck.</translation>
        </message>
    </context>
</TS>