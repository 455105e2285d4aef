/*
 * The sintético's best-hand distributions (issue 32), counted a second way: its own category
 * evaluator and a plain enumeration of every set of seven (Murcia) and every deal (Valencia),
 * sharing nothing with veedor's evaluator (src/engine/poker/hand.rs), so that an error in one
 * does not hide in the other. docs/sintetico-odds.md gives the figures and the readings.
 *
 *   cc -O2 -o /tmp/sintetico-odds scripts/sintetico-odds.c && /tmp/sintetico-odds
 *
 * About 7 s. Only categories are counted: a deal's best category is the highest-placed
 * category among the fives the selection allows, whatever the tie-breaks.
 */
#include <stdio.h>
#include <string.h>
/* card c in 0..27: rank = c/4 (0=8,1=9,2=T,3=J,4=Q,5=K,6=A), suit = c%4 */
enum {HC, PAIR, TWOP, TRIO, STR, COL, FULL, POK, SF, ROY};
static const char *nm[]={"carta mayor","pareja","doble pareja","trio","escalera","color","full","poker","esc. color","esc. real"};
static int cat5(const int *c){
  int cnt[7]={0}, suit0=c[0]%4, flush=1;
  for(int i=0;i<5;i++){cnt[c[i]/4]++; if(c[i]%4!=suit0) flush=0;}
  int distinct=0, mx=0, pairs=0, trips=0;
  for(int r=0;r<7;r++){ if(cnt[r]) distinct++; if(cnt[r]>mx) mx=cnt[r]; if(cnt[r]==2)pairs++; if(cnt[r]==3)trips++;}
  if(distinct==5){
    /* straight: 5 consecutive of 8..A; or A,8,9,T,J */
    int lo=-1,hi=-1; for(int r=0;r<7;r++) if(cnt[r]){ if(lo<0) lo=r; hi=r; }
    int straight = (hi-lo==4) || (cnt[6]&&cnt[0]&&cnt[1]&&cnt[2]&&cnt[3]);
    int royal = straight && cnt[6] && cnt[5] && cnt[2];
    if(straight&&flush) return royal?ROY:SF;
    if(straight) return STR;
    if(flush) return COL;
    return HC;
  }
  if(mx==4) return POK;
  if(trips&&pairs) return FULL;
  if(trips) return TRIO;
  if(pairs==2) return TWOP;
  return PAIR;
}
static int place(int cat,int cof){ if(cof){ if(cat==COL) return FULL; if(cat==FULL) return COL;} return cat; }
int main(void){
  long long m[10]={0}, v[10]={0}, mt=0, vt=0;
  int c[7], f[5];
  /* Murcia: every 7-card set, best 5 of 7 with full above colour */
  for(c[0]=0;c[0]<28;c[0]++)for(c[1]=c[0]+1;c[1]<28;c[1]++)for(c[2]=c[1]+1;c[2]<28;c[2]++)
  for(c[3]=c[2]+1;c[3]<28;c[3]++)for(c[4]=c[3]+1;c[4]<28;c[4]++)for(c[5]=c[4]+1;c[5]<28;c[5]++)
  for(c[6]=c[5]+1;c[6]<28;c[6]++){
    int best=-1,bc=-1;
    for(int x=0;x<7;x++)for(int y=x+1;y<7;y++){ int k=0; for(int i=0;i<7;i++) if(i!=x&&i!=y) f[k++]=c[i];
      int ct=cat5(f), p=place(ct,0); if(p>best){best=p;bc=ct;} }
    m[bc]++; mt++;
  }
  /* Valencia: hole pair h0<h1, board 5-set of the other 26, both hole + 3 of board, colour above full */
  int h[2], b[5];
  for(h[0]=0;h[0]<28;h[0]++)for(h[1]=h[0]+1;h[1]<28;h[1]++){
    int rest[26],n=0; for(int i=0;i<28;i++) if(i!=h[0]&&i!=h[1]) rest[n++]=i;
    int bi[5];
    for(bi[0]=0;bi[0]<26;bi[0]++)for(bi[1]=bi[0]+1;bi[1]<26;bi[1]++)for(bi[2]=bi[1]+1;bi[2]<26;bi[2]++)
    for(bi[3]=bi[2]+1;bi[3]<26;bi[3]++)for(bi[4]=bi[3]+1;bi[4]<26;bi[4]++){
      for(int i=0;i<5;i++) b[i]=rest[bi[i]];
      int best=-1,bc=-1;
      for(int x=0;x<5;x++)for(int y=x+1;y<5;y++)for(int z=y+1;z<5;z++){
        f[0]=h[0];f[1]=h[1];f[2]=b[x];f[3]=b[y];f[4]=b[z];
        int ct=cat5(f), p=place(ct,1); if(p>best){best=p;bc=ct;} }
      v[bc]++; vt++;
    }
  }
  printf("Murcia %lld\n",mt); for(int i=9;i>=0;i--) printf("  %-14s %lld\n",nm[i],m[i]);
  printf("Valencia %lld\n",vt); for(int i=9;i>=0;i--) printf("  %-14s %lld\n",nm[i],v[i]);
  return 0;
}
